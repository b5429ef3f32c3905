import type {
  Collection,
  CollectionWithProducts,
  Money,
  Product,
  ProductImage,
  ProductVariant,
  RemoteCart,
} from '../../client/lib/types';

// Raw shapes as the documents in ./documents ask for them.
export interface RawMoney {
  amount: string;
  currencyCode: string;
}
export interface RawImage {
  url: string;
  altText: string | null;
  width: number | null;
  height: number | null;
}
export interface RawVariant {
  id: string;
  title: string;
  availableForSale: boolean;
  quantityAvailable: number | null;
  price: RawMoney;
  selectedOptions: { name: string; value: string }[];
}
export interface RawProduct {
  id: string;
  handle: string;
  title: string;
  description: string;
  productType: string;
  tags: string[];
  availableForSale: boolean;
  priceRange: { minVariantPrice: RawMoney };
  images: { nodes: RawImage[] };
  variants: { nodes: RawVariant[] };
  options: { name: string; values: string[] }[];
}
export interface RawCollection {
  id: string;
  handle: string;
  title: string;
  description: string;
  image: RawImage | null;
}
export interface RawCart {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  cost: { totalAmount: RawMoney };
  lines: {
    nodes: {
      id: string;
      quantity: number;
      merchandise: { id: string; title: string; price: RawMoney; product: { title: string; handle: string } };
    }[];
  };
}

export const reshapeMoney = (m: RawMoney): Money => ({ amount: Number(m.amount), currencyCode: m.currencyCode });

export const reshapeImage = (image: RawImage, fallbackAlt: string): ProductImage => ({
  url: image.url,
  altText: image.altText || fallbackAlt,
  width: image.width,
  height: image.height,
});

const reshapeVariant = (v: RawVariant): ProductVariant => ({
  id: v.id,
  title: v.title,
  price: reshapeMoney(v.price),
  availableForSale: v.availableForSale,
  quantityAvailable: v.quantityAvailable,
  selectedOptions: v.selectedOptions,
});

const BADGE_TAG = 'badge:';

export function reshapeProduct(p: RawProduct): Product {
  const badgeTag = p.tags.find((t) => t.startsWith(BADGE_TAG));
  return {
    id: p.id,
    handle: p.handle,
    title: p.title,
    description: p.description,
    price: reshapeMoney(p.priceRange.minVariantPrice),
    availableForSale: p.availableForSale,
    images: p.images.nodes.map((img) => reshapeImage(img, p.title)),
    variants: p.variants.nodes.map(reshapeVariant),
    // A product without real options carries Shopify's placeholder "Title / Default Title".
    options: p.options.filter((o) => !(o.name === 'Title' && o.values.length === 1 && o.values[0] === 'Default Title')),
    productType: p.productType,
    tags: p.tags.filter((t) => !t.startsWith(BADGE_TAG)),
    badge: badgeTag ? badgeTag.slice(BADGE_TAG.length) : null,
  };
}

export const reshapeCollection = (c: RawCollection): Collection => ({
  id: c.id,
  handle: c.handle,
  title: c.title,
  description: c.description,
  image: c.image ? reshapeImage(c.image, c.title) : null,
});

export const reshapeCollectionWithProducts = (
  c: RawCollection & { products: { nodes: RawProduct[] } },
): CollectionWithProducts => ({ ...reshapeCollection(c), products: c.products.nodes.map(reshapeProduct) });

export const reshapeCart = (c: RawCart): RemoteCart => ({
  id: c.id,
  checkoutUrl: c.checkoutUrl,
  totalQuantity: c.totalQuantity,
  totalAmount: reshapeMoney(c.cost.totalAmount),
  lines: c.lines.nodes.map((l) => ({
    id: l.id,
    quantity: l.quantity,
    variantId: l.merchandise.id,
    variantTitle: l.merchandise.title,
    price: reshapeMoney(l.merchandise.price),
    productTitle: l.merchandise.product.title,
    productHandle: l.merchandise.product.handle,
  })),
});
