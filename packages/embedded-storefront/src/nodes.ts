import { GraphQLError } from 'graphql';
import { type ConnectionArgs, connection } from './connection';
import type { EmbeddedContext } from './limits';
import { productMetafields } from './metafields';
import { sorted } from './sorting';
import { escapeHtml } from './text';
import type { Catalog, CatalogCollection, CatalogImage, CatalogProduct, CatalogVariant } from './types';
import { encodeVariants } from './variant-encoding';

interface SelectionArgs {
  selectedOptions?: { name: string; value: string }[] | null;
  ignoreUnknownOptions?: boolean | null;
  caseInsensitiveMatch?: boolean | null;
}

/** The variant whose options are exactly the selection (Shopify's matching rules), or null. */
function matchVariant<V extends { selectedOptions: { name: string; value: string }[] }>(
  variants: V[],
  product: CatalogProduct,
  args: SelectionArgs,
): V | null {
  const wanted = args.selectedOptions ?? [];
  if (!wanted.length) return null;
  const same = (a: string, b: string) => (args.caseInsensitiveMatch ? a.toLowerCase() === b.toLowerCase() : a === b);
  const known = wanted.filter((w) => product.options.some((o) => same(o.name, w.name)));
  if (known.length !== wanted.length && !args.ignoreUnknownOptions) return null;
  if (!known.length) return null;
  return (
    variants.find((v) =>
      known.every((w) => v.selectedOptions.some((o) => same(o.name, w.name) && same(o.value, w.value))),
    ) ?? null
  );
}

export const CURRENCY = 'RON';

export const gid = (type: string, id: number | string) => `gid://shopify/${type}/${id}`;

export const money = (amount: number) => ({ __typename: 'MoneyV2', amount: amount.toFixed(2), currencyCode: CURRENCY });

/**
 * A file's URL as Shopify answers it: absolute (on its CDN there, on the shop's origin here). The catalogue's
 * nodes are built once per isolate, for any origin: the URL is made when asked, on the request's.
 */
export function fileUrl(path: string) {
  return (_args: unknown, context: Pick<EmbeddedContext, 'origin'> | undefined) => {
    if (!context) throw new Error(`no origin to make ${path} absolute on`);
    return new URL(path, context.origin).toString();
  };
}

export function imageNode(image: CatalogImage, id: string, imageBase: string) {
  const url = fileUrl(imageBase + image.file);
  return {
    __typename: 'Image',
    id,
    url,
    src: url,
    originalSrc: url,
    transformedSrc: url,
    altText: image.alt,
    width: image.width,
    height: image.height,
    thumbhash: null,
  };
}

export interface CatalogIndex {
  products: ReturnType<typeof productNode>[];
  productByHandle: Map<string, ReturnType<typeof productNode>>;
  productById: Map<string, ReturnType<typeof productNode>>;
  variantById: Map<string, { variant: CatalogVariant; product: CatalogProduct; node: ReturnType<typeof variantNode> }>;
  collections: ReturnType<typeof collectionNode>[];
  collectionByHandle: Map<string, ReturnType<typeof collectionNode>>;
  collectionById: Map<string, ReturnType<typeof collectionNode>>;
}

export function variantNode(
  product: CatalogProduct,
  variant: CatalogVariant,
  productRef: () => unknown,
  imageBase: string,
) {
  const image = product.images[0];
  return {
    __typename: 'ProductVariant',
    id: gid('ProductVariant', variant.id),
    title: variant.title,
    sku: variant.sku,
    barcode: null,
    availableForSale: variant.availableForSale,
    currentlyNotInStock: !variant.availableForSale,
    quantityAvailable: variant.quantityAvailable,
    price: money(variant.price),
    priceV2: money(variant.price),
    compareAtPrice: variant.compareAtPrice == null ? null : money(variant.compareAtPrice),
    compareAtPriceV2: variant.compareAtPrice == null ? null : money(variant.compareAtPrice),
    selectedOptions: variant.selectedOptions.map((o) => ({ __typename: 'SelectedOption', ...o })),
    image: image ? imageNode(image, gid('ProductImage', `${variant.id}0`), imageBase) : null,
    requiresShipping: true,
    taxable: true,
    weight: null,
    weightUnit: 'GRAMS',
    ...unitPricing(variant),
    product: productRef,
  };
}

/** Shopify's reference quantity for unit prices here: lei per 100 ml or per 100 g. */
export const UNIT_PRICE_REFERENCE = 100;

/**
 * ProductVariant.unitPriceMeasurement and unitPrice as Shopify answers them for a variant sold by volume or
 * weight: the pack's quantity, the reference (100 ml / 100 g), and the price for the reference quantity,
 * worked out from the price the variant answers with when asked (so it is always the price charged).
 * Null for what is sold by the piece.
 */
function unitPricing(variant: CatalogVariant) {
  const net = variant.netContent;
  if (!net) return { unitPrice: null, unitPriceMeasurement: null };
  const unit = net.unit === 'ml' ? 'ML' : 'G';
  return {
    unitPriceMeasurement: {
      __typename: 'UnitPriceMeasurement',
      measuredType: net.unit === 'ml' ? 'VOLUME' : 'WEIGHT',
      quantityUnit: unit,
      quantityValue: net.value,
      referenceUnit: unit,
      referenceValue: UNIT_PRICE_REFERENCE,
    },
    unitPrice(this: { price: { amount: string } }) {
      return money(Math.round((Number(this.price.amount) / net.value) * UNIT_PRICE_REFERENCE * 100) / 100);
    },
  };
}

export function productNode(product: CatalogProduct, collectionsOf: () => unknown[], imageBase: string) {
  const prices = product.variants.map((v) => v.price);
  // Shopify answers 0.0 for a range with no reference price.
  const compareAtPrices = product.variants.map((v) => v.compareAtPrice ?? 0);
  const images = product.images.map((img, i) =>
    imageNode(img, gid('ProductImage', `${product.id}${i + 1}`), imageBase),
  );
  // Category and badge live in tags, as a merchant would set them on a real store.
  const tags = [
    ...product.tags,
    ...product.categories.map((id) => `categorie:${id}`),
    ...(product.badge ? [`badge:${product.badge}`] : []),
  ];
  const node: Record<string, unknown> = {
    __typename: 'Product',
    id: gid('Product', product.id),
    handle: product.handle,
    title: product.title,
    description: ({ truncateAt }: { truncateAt?: number | null }) =>
      truncateAt && product.description.length > truncateAt
        ? `${product.description.slice(0, truncateAt - 1)}…`
        : product.description,
    descriptionHtml: `<p>${escapeHtml(product.description)}</p>`,
    vendor: product.vendor,
    productType: product.productType,
    tags,
    availableForSale: product.variants.some((v) => v.availableForSale),
    totalInventory: product.variants.reduce((sum, v) => sum + v.quantityAvailable, 0),
    isGiftCard: false,
    requiresSellingPlan: false,
    createdAt: product.publishedAt,
    publishedAt: product.publishedAt,
    updatedAt: product.publishedAt,
    onlineStoreUrl: null,
    trackingParameters: null,
    seo: { __typename: 'SEO', title: product.title, description: product.description },
    priceRange: {
      __typename: 'ProductPriceRange',
      minVariantPrice: money(Math.min(...prices)),
      maxVariantPrice: money(Math.max(...prices)),
    },
    compareAtPriceRange: {
      __typename: 'ProductPriceRange',
      minVariantPrice: money(Math.min(...compareAtPrices)),
      maxVariantPrice: money(Math.max(...compareAtPrices)),
    },
    featuredImage: images[0] ?? null,
    images: (args: ConnectionArgs) => connection(images, args),
    media: (args: ConnectionArgs) => connection([], args),
    options: ({ first }: { first?: number | null }) =>
      product.options.slice(0, first ?? undefined).map((o, i) => ({
        __typename: 'ProductOption',
        id: gid('ProductOption', `${product.id}${i}`),
        name: o.name,
        values: o.values,
        optionValues: o.values.map((value, j) => ({
          __typename: 'ProductOptionValue',
          id: gid('ProductOptionValue', `${product.id}${i}${j}`),
          name: value,
          swatch: null,
          firstSelectableVariant: () => firstSelectable(o.name, value),
        })),
      })),
    collections: (args: ConnectionArgs) => connection(collectionsOf(), args),
  };
  Object.assign(
    node,
    productMetafields(product, String(product.id), () => node),
  );
  const variants = product.variants.map((v) => variantNode(product, v, () => node, imageBase));
  node.variants = (args: ConnectionArgs) => connection(variants, args);
  node.variantsCount = { __typename: 'Count', count: variants.length, precision: 'EXACT' };
  const firstAvailable = () => variants.find((v) => v.availableForSale) ?? variants[0] ?? null;
  const valueIndex = (name: string, value: string) =>
    product.options.find((o) => o.name === name)?.values.indexOf(value) ?? -1;
  const combination = (v: (typeof variants)[number]) => v.selectedOptions.map((o) => valueIndex(o.name, o.value));
  const firstSelectable = (name: string, value: string) => {
    const having = variants.filter((v) => v.selectedOptions.some((o) => o.name === name && o.value === value));
    return having.find((v) => v.availableForSale) ?? having[0] ?? null;
  };
  node.encodedVariantExistence = encodeVariants(variants.map(combination));
  node.encodedVariantAvailability = encodeVariants(variants.filter((v) => v.availableForSale).map(combination));
  node.selectedOrFirstAvailableVariant = (args: SelectionArgs) =>
    matchVariant(variants, product, args) ?? firstAvailable();
  // Variants one option value away from the selection (or from the first available one), in id order.
  node.adjacentVariants = (args: SelectionArgs) => {
    const selected = matchVariant(variants, product, args) ?? firstAvailable();
    if (!selected) return [];
    const base = combination(selected);
    return variants.filter((v) => combination(v).filter((index, i) => index !== base[i]).length === 1);
  };
  // The catalogue entry it was built from (not a field: GraphQL names never start with `__`), for search.
  return Object.assign(node, { __variants: variants, __source: product });
}

export function collectionNode(collection: CatalogCollection, productsOf: () => unknown[], imageBase: string) {
  return {
    __typename: 'Collection',
    id: gid('Collection', collection.id),
    handle: collection.handle,
    title: collection.title,
    description: collection.description,
    descriptionHtml: `<p>${escapeHtml(collection.description)}</p>`,
    image: imageNode(collection.image, gid('CollectionImage', collection.id), imageBase),
    updatedAt: '2025-01-01T00:00:00Z',
    onlineStoreUrl: null,
    trackingParameters: null,
    seo: { __typename: 'SEO', title: collection.title, description: collection.description },
    products: (
      args: ConnectionArgs & { filters?: unknown[] | null; sortKey?: string | null; reverse?: boolean | null },
    ) => {
      // A filter the store cannot apply must not pass for an empty or unfiltered answer.
      if (args.filters?.length)
        throw new GraphQLError('Collection.products(filters) is not implemented by the embedded storefront', {
          extensions: { code: 'NOT_IMPLEMENTED' },
        });
      return connection(sorted(productsOf(), args), args);
    },
  };
}

/** Builds the lookup tables once per catalogue. */
export function indexCatalog({
  products,
  collections,
  imageBase,
}: Pick<Catalog, 'products' | 'collections' | 'imageBase'>): CatalogIndex {
  const productByHandle = new Map<string, ReturnType<typeof productNode>>();
  const productById = new Map<string, ReturnType<typeof productNode>>();
  const variantById: CatalogIndex['variantById'] = new Map();
  const collectionByHandle = new Map<string, ReturnType<typeof collectionNode>>();
  const collectionById = new Map<string, ReturnType<typeof collectionNode>>();

  const productNodes = products.map((p) => {
    const node = productNode(
      p,
      () => collections.filter((c) => c.productHandles.includes(p.handle)).map((c) => collectionByHandle.get(c.handle)),
      imageBase,
    );
    productByHandle.set(p.handle, node);
    productById.set(node.id as string, node);
    p.variants.forEach((variant, i) => {
      const vNode = node.__variants[i];
      if (vNode) variantById.set(vNode.id, { variant, product: p, node: vNode });
    });
    return node;
  });
  const collectionNodes = collections.map((c) => {
    const node = collectionNode(
      c,
      () => c.productHandles.map((h) => productByHandle.get(h)).filter(Boolean),
      imageBase,
    );
    collectionByHandle.set(c.handle, node);
    collectionById.set(node.id, node);
    return node;
  });
  return {
    products: productNodes,
    productByHandle,
    productById,
    variantById,
    collections: collectionNodes,
    collectionByHandle,
    collectionById,
  };
}
