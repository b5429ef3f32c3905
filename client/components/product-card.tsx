import { packOf } from '../../content/catalog/packs';
import { countRo } from '../../domain/format';
import type { Product } from '../../domain/types';
import { productUnitPrice } from '../../domain/unit-price';
import { CardActions } from '../islands/card-actions';
import { cartItemFor, defaultVariant, knownStock, productPath } from '../lib/product-item';
import { Island } from './island';
import { DiscountBadge, Price } from './price';
import { ProductImage } from './product-image';

/**
 * Real stock when the store shares it: urgency only when it is true (15 or fewer left), counted as the product is
 * sold (jellies by the jar: "Doar 12 borcane în stoc", never "bucăți", which would be the jellies in them).
 */
function stockLabel(product: Product): string {
  if (!product.availableForSale) return 'Stoc epuizat';
  const total = knownStock(product);
  const pack = product.variants.map((v) => packOf(v.selectedOptions)).find(Boolean);
  const [one, many] = pack ? [pack.one, pack.many] : ['bucată', 'bucăți'];
  return total !== null && total <= 15 ? `Doar ${countRo(total, one, many)} în stoc` : 'În stoc';
}

interface ProductCardProps {
  product: Product;
  /** First row: load images eagerly. */
  priority?: boolean;
  /** The first card: its image is fetched before the others. */
  highPriority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

export function ProductCard({
  product,
  priority = false,
  highPriority = false,
  headingLevel: Heading = 'h3',
}: ProductCardProps) {
  const href = productPath(product.handle);
  const variant = defaultVariant(product);
  return (
    <article className="card group relative flex flex-col overflow-hidden">
      <div className="relative">
        <ProductImage
          image={product.images[0]}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
          priority={priority}
          highPriority={highPriority}
          className="transition-transform duration-300 group-hover:scale-[1.02]"
        />
        <div className="absolute top-3 left-3 flex flex-col items-start gap-1">
          <DiscountBadge reduction={product.reduction} />
          {product.badge && (
            <span className="rounded-full bg-forest-800 px-2.5 py-1 text-xs font-semibold text-white">
              {product.badge}
            </span>
          )}
        </div>
        {!product.availableForSale && (
          <span className="absolute top-3 right-3 rounded-full bg-ink-900 px-2.5 py-1 text-xs font-bold tracking-wide text-white">
            EPUIZAT
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg leading-snug font-semibold text-ink-900">
          <a href={href} className="after:absolute after:inset-0 hover:text-forest-800">
            {product.title}
          </a>
        </Heading>
        <p className="line-clamp-2 text-sm text-ink-600">{product.description}</p>
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <Price
            price={product.price}
            reduction={product.reduction}
            testId="card-price"
            unitPrice={productUnitPrice(product)}
          />
          <p
            className={
              product.availableForSale ? 'text-sm font-medium text-forest-700' : 'text-sm font-medium text-ink-600'
            }
          >
            {stockLabel(product)}
          </p>
        </div>
        <Island
          name="card-actions"
          component={CardActions}
          hydrate="visible"
          props={{
            productId: product.id,
            handle: product.handle,
            title: product.title,
            item: variant ? cartItemFor(product, variant) : null,
            available: Boolean(variant?.availableForSale),
          }}
        />
      </div>
    </article>
  );
}
