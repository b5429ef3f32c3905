import { useEffect, useRef } from 'react';
import { shippingFacts } from '../../content/facts';
import { formatMoney, roundMoney } from '../../domain/format';
import { checkoutLabel, currentOffer, type RunningOffer } from '../../domain/promotion';
import { shippingFor } from '../../domain/shipping';
import { CloseIcon } from '../components/icons';
import { TrustLines } from '../components/trust-lines';
import { startCheckout } from '../lib/checkout';
import { notify } from '../lib/toast';
import { cartCount, cartHasVape, cartOnlyVapes, cartSubtotal, cartVapeSubtotal, useCartStore } from '../stores/cart';
import { CartLines } from './cart-lines';
import { CheckoutAgeBox } from './checkout-age';
import { DiscountCode, useReduction } from './discount-code';
import { FreeShippingBar } from './free-shipping-bar';
import { useFocusTrap } from './use-focus-trap';

/** The cart as a side panel: a modal dialog that opens from the header button and gives focus back on close. */
export function CartDrawer({ promotion, onClosed }: { promotion: RunningOffer | null; onClosed: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const isOpen = useCartStore((s) => s.isOpen);
  const items = useCartStore((s) => s.items);
  const isLoading = useCartStore((s) => s.isLoading);
  const setOpen = useCartStore((s) => s.setOpen);
  const subtotal = cartSubtotal(items);
  const currencyCode = items[0]?.price.currencyCode ?? 'RON';
  const reduction = useReduction(subtotal, currencyCode);
  // Delivery as the checkout counts it: free from 200 lei of products after the code, vapes not counted.
  const shipping = shippingFor(shippingFacts, reduction.total, items.length, cartVapeSubtotal(items));
  const money = (amount: number) => formatMoney({ amount, currencyCode });
  useFocusTrap(dialog, isOpen);
  // Read when the drawer renders: a page left open past the promotion's end stops claiming it.
  const offer = currentOffer(promotion);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (isOpen && !el.open) el.showModal();
    if (!isOpen && el.open) el.close();
  }, [isOpen]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: A click on the backdrop closes the dialog; by keyboard, the native modal <dialog> closes on Escape and its close button is in the tab order.
    <dialog
      ref={dialog}
      aria-labelledby="cart-drawer-title"
      className="m-0 ml-auto h-dvh max-h-none w-[min(26rem,100vw)] max-w-none bg-cream-50 p-0 text-ink-900 shadow-2xl"
      onClose={() => {
        setOpen(false);
        onClosed();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) setOpen(false);
      }}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-cream-200 px-5 py-4">
          <h2 id="cart-drawer-title" className="font-display text-2xl font-bold">
            Coșul tău{' '}
            {items.length > 0 && <span className="text-base font-normal text-ink-600">({cartCount(items)})</span>}
          </h2>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-forest-50"
            onClick={() => setOpen(false)}
          >
            <CloseIcon />
            <span className="sr-only">Închide coșul</span>
          </button>
        </div>
        {items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
            <p className="text-xl font-semibold">Coșul tău este gol</p>
            <p className="text-ink-700">
              Descoperă uleiurile, jeleurile și cremele noastre{offer ? ` cu ${offer.percent}% reducere` : ''}.
            </p>
            <a href="/shop" className="btn btn-primary">
              Explorează produsele
            </a>
          </div>
        ) : (
          <>
            <div className="px-5 pt-4">
              <FreeShippingBar
                subtotal={reduction.total}
                vapes={cartVapeSubtotal(items)}
                onlyVapes={cartOnlyVapes(items)}
                currencyCode={currencyCode}
              />
            </div>
            <div className="flex-1 overflow-y-auto px-5">
              <CartLines items={items} idPrefix="drawer" />
              <DiscountCode idPrefix="drawer" lapsed={reduction.lapsed} note={reduction.note} />
              <button
                type="button"
                className="mb-4 min-h-11 text-sm font-semibold text-ink-700 underline underline-offset-4"
                onClick={() => {
                  useCartStore.getState().clearCart();
                  notify('info', 'Coș golit');
                }}
              >
                Golește coșul
              </button>
            </div>
            <div className="space-y-3 border-t border-cream-200 bg-white px-5 py-4">
              {/* What the checkout will charge, delivery included, before the shopper leaves the drawer. */}
              <dl className="space-y-1">
                <div className="flex justify-between text-sm">
                  <dt>Subtotal</dt>
                  <dd data-testid="drawer-subtotal">{money(subtotal)}</dd>
                </div>
                {reduction.label && (
                  <div className="flex justify-between gap-3 text-sm text-forest-700">
                    <dt className="min-w-0 wrap-anywhere">{reduction.label}</dt>
                    <dd data-testid="drawer-discount">{reduction.shown}</dd>
                  </div>
                )}
                <div className="flex justify-between text-sm">
                  <dt>Livrare</dt>
                  <dd data-testid="drawer-shipping" className={shipping === 0 ? 'font-bold text-forest-700' : ''}>
                    {shipping === 0 ? 'GRATUITĂ' : money(shipping)}
                  </dd>
                </div>
                <div className="flex items-baseline justify-between text-lg font-bold">
                  <dt>
                    Total <span className="text-sm font-normal text-ink-600">(prețurile includ TVA)</span>
                  </dt>
                  <dd data-testid="drawer-total">
                    {reduction.settled ? money(roundMoney(reduction.total + shipping)) : 'se calculează…'}
                  </dd>
                </div>
              </dl>
              <CheckoutAgeBox id="drawer-adult" vape={cartHasVape(items)} />
              <button
                type="button"
                className="btn btn-accent w-full text-lg"
                disabled={isLoading}
                onClick={() => void startCheckout()}
              >
                {isLoading ? 'Se pregătește plata…' : checkoutLabel(offer)}
              </button>
              <a
                href="/cos"
                className="block text-center text-sm font-semibold text-forest-800 underline underline-offset-4"
              >
                Vezi coșul complet
              </a>
              <TrustLines />
            </div>
          </>
        )}
      </div>
    </dialog>
  );
}
