import { useId, useState } from 'react';
import type { ChatProduct } from '../../domain/contract/chat';
import { formatMoney } from '../../domain/format';
import { CartIcon } from '../components/icons';
import { addToCart } from '../lib/cart-actions';
import { productPath } from '../lib/product-item';
import { prepareToasts } from '../lib/toast';

/** One product the assistant suggested: its page, its price, and an add to the cart (the variant chosen first). */
function ChatProductItem({ product }: { product: ChatProduct }) {
  const selectId = useId();
  const first = product.variants.find((v) => v.available) ?? product.variants[0]!;
  const [variantId, setVariantId] = useState(first.id);
  const variant = product.variants.find((v) => v.id === variantId) ?? first;
  const several = product.variants.length > 1;
  const add = () =>
    addToCart(
      {
        product: { id: product.id, handle: product.handle, title: product.title, image: product.image },
        variantId: variant.id,
        variantTitle: variant.title,
        price: variant.price,
        selectedOptions: variant.selectedOptions,
        ...(variant.quantity !== null && variant.quantity > 0 ? { maxQuantity: variant.quantity } : {}),
      },
      { available: variant.available },
    );
  return (
    <li className="rounded-xl border border-cream-200 bg-cream-50 p-3">
      <a href={productPath(product.handle)} className="font-semibold text-forest-800 underline underline-offset-2">
        {product.title}
      </a>
      <p className="mt-0.5 text-sm text-ink-700">{formatMoney(variant.price)}</p>
      {several && (
        <div className="mt-2">
          <label htmlFor={selectId} className="mb-1 block text-xs font-semibold text-ink-700">
            Alege varianta
          </label>
          <select
            id={selectId}
            value={variantId}
            onChange={(event) => setVariantId(event.target.value)}
            className="min-h-11 w-full rounded-lg border border-cream-200 bg-white px-2 text-sm text-ink-900"
          >
            {product.variants.map((v) => (
              <option key={v.id} value={v.id} disabled={!v.available}>
                {v.title} – {formatMoney(v.price)}
                {v.available ? '' : ' (epuizat)'}
              </option>
            ))}
          </select>
        </div>
      )}
      <button
        type="button"
        onPointerDown={prepareToasts}
        onClick={add}
        aria-disabled={!variant.available}
        className={`btn mt-2 min-h-11 w-full px-3 text-sm ${variant.available ? 'btn-primary' : ''}`}
      >
        <CartIcon />
        {variant.available ? 'Adaugă în coș' : 'Epuizat'}
        <span className="sr-only">
          : {product.title}
          {several ? `, ${variant.title}` : ''}
        </span>
      </button>
    </li>
  );
}

/** The products of one assistant reply, each with its own add to the cart. */
export function ChatProducts({ products }: { products: ChatProduct[] }) {
  return (
    <ul className="mt-3 space-y-2" aria-label="Produse sugerate">
      {products.map((product) => (
        <ChatProductItem key={product.handle} product={product} />
      ))}
    </ul>
  );
}
