import { useEffect, useState } from 'react';
import { shippingFacts } from '../../content/facts';
import { countRo, formatMoney, roundMoney } from '../../domain/format';
import { shippingFor } from '../../domain/shipping';
import { EmptyState } from '../components/empty-state';
import { TrustLines } from '../components/trust-lines';
import { startCheckout } from '../lib/checkout';
import { cartCount, cartHasVape, cartOnlyVapes, cartSubtotal, cartVapeSubtotal, useCartStore } from '../stores/cart';
import { CartLines } from './cart-lines';
import { CheckoutAgeBox } from './checkout-age';
import { DiscountCode, useReduction } from './discount-code';
import { FreeShippingBar } from './free-shipping-bar';

/** /cos: the server sends a neutral shell; lines appear once the stored cart is restored. */
export function CartPageView() {
  const items = useCartStore((s) => s.items);
  const isLoading = useCartStore((s) => s.isLoading);
  const [restored, setRestored] = useState(false);
  const subtotal = cartSubtotal(items);
  const currencyCode = items[0]?.price.currencyCode ?? 'RON';
  const reduction = useReduction(subtotal, currencyCode);

  useEffect(() => {
    if (useCartStore.persist.hasHydrated()) setRestored(true);
    return useCartStore.persist.onFinishHydration(() => setRestored(true));
  }, []);

  if (!restored) {
    return (
      <p className="rounded-2xl bg-white p-10 text-center text-ink-700" role="status">
        Se încarcă coșul…
      </p>
    );
  }

  if (!items.length) {
    return (
      <EmptyState title="Coșul tău este gol" action={{ href: '/shop', label: 'Mergi la magazin' }}>
        Adaugă produse din magazin; le păstrăm aici chiar dacă închizi pagina.
      </EmptyState>
    );
  }

  // Delivery is free from 200 lei of products after the code, vapes not counted, as the checkout counts it.
  const vapes = cartVapeSubtotal(items);
  const shipping = shippingFor(shippingFacts, reduction.total, items.length, vapes);
  const money = (amount: number) => formatMoney({ amount, currencyCode });

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="cart-lines-title" className="card px-5">
        <h2 id="cart-lines-title" className="sr-only">
          Produse
        </h2>
        <CartLines items={items} idPrefix="page" large />
      </section>
      <section aria-labelledby="cart-summary-title" className="card h-fit space-y-4 p-6">
        <h2 id="cart-summary-title" className="text-xl font-bold">
          Rezumatul comenzii
        </h2>
        <FreeShippingBar
          subtotal={reduction.total}
          vapes={vapes}
          onlyVapes={cartOnlyVapes(items)}
          currencyCode={currencyCode}
        />
        <DiscountCode idPrefix="page" lapsed={reduction.lapsed} note={reduction.note} />
        <dl className="space-y-2">
          <div className="flex justify-between">
            <dt>Subtotal ({countRo(cartCount(items), 'produs', 'produse')})</dt>
            <dd data-testid="cart-subtotal">{money(subtotal)}</dd>
          </div>
          {reduction.label && (
            <div className="flex justify-between gap-3 text-forest-700">
              <dt className="min-w-0 wrap-anywhere">{reduction.label}</dt>
              <dd data-testid="cart-discount">{reduction.shown}</dd>
            </div>
          )}
          <div className="flex justify-between">
            <dt>Livrare</dt>
            <dd data-testid="cart-shipping" className={shipping === 0 ? 'font-bold text-forest-700' : ''}>
              {shipping === 0 ? 'GRATUITĂ' : money(shipping)}
            </dd>
          </div>
          <div className="flex justify-between border-t border-cream-200 pt-2 text-lg font-bold">
            <dt>Total</dt>
            {/* While the store works out the code's share for new lines, no total that is about to change. */}
            <dd data-testid="cart-total">
              {reduction.settled ? money(roundMoney(reduction.total + shipping)) : 'se calculează…'}
            </dd>
          </div>
        </dl>
        <p className="text-sm text-ink-600">
          Prețurile includ TVA. Plata cu cardul, prin transfer bancar sau ramburs (peste 100 de lei).
        </p>
        <CheckoutAgeBox id="cart-adult" vape={cartHasVape(items)} />
        <button
          type="button"
          className="btn btn-accent w-full text-lg"
          disabled={isLoading}
          onClick={() => void startCheckout()}
        >
          {isLoading ? 'Se pregătește plata…' : 'Finalizează comanda'}
        </button>
        <TrustLines />
      </section>
    </div>
  );
}
