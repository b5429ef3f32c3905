import { formatMoney } from '../../domain/format';
import { heldReduction } from '../../domain/pricing';
import { Price } from '../components/price';
import { limitReason } from '../lib/cart-actions';
import { productPath, variantLabel } from '../lib/product-item';
import { notify } from '../lib/toast';
import { type CartItem, lineLimit, useCartStore } from '../stores/cart';
import { QuantityStepper } from './quantity-stepper';

/** The cart's lines with quantity steppers (minimum 1) and remove buttons; shared by the drawer and /cos. */
export function CartLines({
  items,
  idPrefix,
  large = false,
}: {
  items: CartItem[];
  idPrefix: string;
  large?: boolean;
}) {
  const update = useCartStore((s) => s.updateQuantity);
  const remove = useCartStore((s) => s.removeItem);
  return (
    <ul className="divide-y divide-cream-200" aria-label="Produse în coș">
      {items.map((line, i) => {
        const total = { amount: line.price.amount * line.quantity, currencyCode: line.price.currencyCode };
        return (
          <li key={line.variantId} className="flex gap-4 py-4" data-cart-line={line.variantId}>
            <a href={productPath(line.product.handle)} className="shrink-0">
              {line.product.image ? (
                <img
                  src={line.product.image}
                  alt=""
                  width={large ? 112 : 80}
                  height={large ? 112 : 80}
                  className={`${large ? 'size-20 sm:size-28' : 'size-20'} rounded-xl bg-cream-100 object-cover`}
                />
              ) : (
                <span className={`${large ? 'size-20 sm:size-28' : 'size-20'} block rounded-xl bg-cream-100`} />
              )}
              <span className="sr-only">{line.product.title}</span>
            </a>
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              {/* On a narrow line the total goes under the title rather than squeezing it to a word per line. */}
              <div className="flex flex-wrap justify-between gap-x-3 gap-y-1">
                <div className="min-w-[9rem] flex-1">
                  <p className="font-semibold leading-snug">
                    <a href={productPath(line.product.handle)} className="hover:underline">
                      {line.product.title}
                    </a>
                  </p>
                  {variantLabel(line.variantTitle) && (
                    <p className="text-sm text-ink-600">{variantLabel(line.variantTitle)}</p>
                  )}
                  {/* Labelled, so one price and the line's total are not read as the same figure twice (6b L8). */}
                  <p className="flex items-baseline gap-1.5 text-sm">
                    <span className="text-ink-600">Preț/buc.</span>
                    <Price price={line.price} reduction={heldReduction(line.reduction)} size="sm" />
                  </p>
                </div>
                <p className="flex shrink-0 items-baseline gap-1.5">
                  <span className="text-sm text-ink-600">Total</span>
                  <span className="font-bold" data-testid="line-total">
                    {formatMoney(total)}
                  </span>
                </p>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <QuantityStepper
                  id={`${idPrefix}-qty-${i}`}
                  label={`Cantitate: ${line.product.title}`}
                  value={line.quantity}
                  min={1}
                  max={lineLimit(line)}
                  maxReason={limitReason(lineLimit(line))}
                  onChange={(quantity) => update(line.variantId, quantity)}
                />
                <button
                  type="button"
                  className="min-h-11 rounded-full px-2 text-sm font-semibold text-ink-700 underline underline-offset-4 hover:text-pumpkin-700"
                  onClick={() => {
                    remove(line.variantId);
                    notify('info', 'Produs eliminat din coș', line.product.title);
                  }}
                >
                  Elimină<span className="sr-only"> {line.product.title}</span>
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
