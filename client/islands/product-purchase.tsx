import { useEffect, useState } from 'react';
import { stockCount } from '../../content/catalog/packs';
import { countRo, formatMoney } from '../../domain/format';
import { savings } from '../../domain/pricing';
import type { Product } from '../../domain/types';
import { netQuantity, variantUnitPrice } from '../../domain/unit-price';
import { Price } from '../components/price';
import { addToCart, limitReason } from '../lib/cart-actions';
import { startCheckout } from '../lib/checkout';
import { cartItemFor, defaultVariant } from '../lib/product-item';
import { randomBetween } from '../lib/random';
import { prepareToasts } from '../lib/toast';
import { lineLimit, useCartStore } from '../stores/cart';
import { QuantityStepper } from './quantity-stepper';
import { VariantPicker } from './variant-picker';
import { WishlistButton } from './wishlist-button';

export interface ProductPurchaseProps {
  product: Product;
  /** SPEC §9's random figures (viewers, bought today, a stock the store does not state); off = none. */
  simulatedSocialProof: boolean;
}

/** Price, variant, quantity and the two buy buttons of the product page. */
export function ProductPurchase({ product, simulatedSocialProof }: ProductPurchaseProps) {
  const [variantId, setVariantId] = useState(() => defaultVariant(product)?.id ?? '');
  const [quantity, setQuantity] = useState(1);
  const [viewers, setViewers] = useState<number | null>(null);
  const [fallbackStock, setFallbackStock] = useState<number | null>(null);
  const [boughtToday, setBoughtToday] = useState<number | null>(null);
  const busy = useCartStore((s) => s.isLoading);
  const variant = product.variants.find((v) => v.id === variantId) ?? defaultVariant(product);

  // Social proof is drawn after hydration, so cached HTML is identical for everyone.
  useEffect(() => {
    if (!simulatedSocialProof) return;
    setViewers(randomBetween(15, 44));
    setFallbackStock(randomBetween(8, 27));
    setBoughtToday(randomBetween(2, 9));
  }, [simulatedSocialProof]);

  if (!variant) return <p className="font-semibold">Produsul nu are variante disponibile.</p>;
  const available = variant.availableForSale;
  const stock = variant.quantityAvailable ?? fallbackStock;
  const item = cartItemFor(product, variant);
  // The stock the store states for this variant (not the simulated figure), and the server's limit.
  const limit = lineLimit(item);

  const buyNow = () => {
    // The tab must open inside this click: add, then start the checkout with the updated cart at once.
    if (!addToCart(item, { available, quantity: Math.min(quantity, limit) })) return;
    void startCheckout();
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end gap-3">
        <Price
          price={variant.price}
          reduction={variant.reduction}
          size="xl"
          testId="price"
          unitPrice={variantUnitPrice(variant)}
        />
        {variant.reduction && (
          <p
            className="rounded-full bg-forest-50 px-3 py-1 text-sm font-semibold text-forest-800"
            data-testid="savings"
          >
            {`Economisești ${formatMoney(savings(variant.price, variant.reduction))} (-${variant.reduction.percentOff}%)`}
          </p>
        )}
      </div>
      {netQuantity(variant.unitPriceMeasurement) && (
        <p className="text-sm text-ink-700" data-testid="net-quantity">
          Cantitate netă: {netQuantity(variant.unitPriceMeasurement)}
        </p>
      )}
      {!available && (
        <p className="inline-block rounded-full bg-ink-900 px-3 py-1 text-sm font-bold tracking-wide text-white">
          EPUIZAT
        </p>
      )}
      <VariantPicker product={product} selectedId={variant.id} onSelect={setVariantId} idPrefix="pdp" />
      <div className="space-y-1 text-sm">
        <p className={available ? 'font-semibold text-forest-700' : 'font-semibold text-ink-700'} data-testid="stock">
          {available
            ? stock != null
              ? stock <= 15
                ? `În stoc: doar ${stockCount(variant.selectedOptions, stock)}`
                : `În stoc: ${stockCount(variant.selectedOptions, stock)}`
              : 'În stoc'
            : 'Stoc epuizat pentru această variantă'}
        </p>
        {simulatedSocialProof && variant?.availableForSale && (
          <>
            <p className="min-h-5 text-ink-600">
              {viewers != null && `${countRo(viewers, 'persoană', 'persoane')} se uită acum la acest produs`}
            </p>
            <p className="min-h-5 text-ink-600">
              {boughtToday != null && `Cumpărat azi de ${countRo(boughtToday, 'client', 'clienți')}`}
            </p>
          </>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <QuantityStepper
          id="pdp-quantity"
          label="Cantitate"
          value={Math.min(quantity, limit)}
          max={limit}
          maxReason={limitReason(limit)}
          onChange={setQuantity}
        />
        <WishlistButton productId={product.id} title={product.title} large />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <button
          type="button"
          className="btn btn-accent text-lg"
          disabled={!available || busy}
          onPointerDown={prepareToasts}
          onClick={buyNow}
        >
          Cumpără acum
        </button>
        <button
          type="button"
          className="btn btn-primary text-lg"
          disabled={!available}
          onPointerDown={prepareToasts}
          onClick={() => addToCart(item, { available, quantity: Math.min(quantity, limit) })}
        >
          Adaugă în coș
        </button>
      </div>
    </div>
  );
}
