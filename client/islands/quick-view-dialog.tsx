import { useEffect, useState } from 'react';
import { packCount, stockCount } from '../../content/catalog/packs';
import { heldReduction } from '../../domain/pricing';
import type { Product } from '../../domain/types';
import { variantUnitPrice } from '../../domain/unit-price';
import { Price } from '../components/price';
import { ServingNote } from '../components/serving-note';
import { cartItemFor, defaultVariant, isVape, productPath, variantLabel } from '../lib/product-item';
import { AddToCartButton } from './add-to-cart-button';
import { Modal } from './modal';
import { VariantPicker } from './variant-picker';

const MAX_THUMBNAILS = 4;

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; product: Product };

/** Modal quick view: loads the product, up to 4 thumbnails, variant choice and add to cart. */
export function QuickViewDialog({ handle, onClose }: { handle: string; onClose: () => void }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [imageIndex, setImageIndex] = useState(0);
  const [variantId, setVariantId] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/products/${encodeURIComponent(handle)}`, { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<{ product: Product }>) : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then(({ product }) => {
        setState({ status: 'ready', product });
        setVariantId(defaultVariant(product)?.id ?? null);
      })
      .catch((error) => {
        if (controller.signal.aborted) return;
        console.error('quick view failed', error);
        setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [handle]);

  const product = state.status === 'ready' ? state.product : null;
  const variant = product?.variants.find((v) => v.id === variantId) ?? (product ? defaultVariant(product) : undefined);
  const images = product?.images.slice(0, MAX_THUMBNAILS) ?? [];
  const image = images[imageIndex] ?? images[0];
  const vape = product ? isVape(product) : false;

  return (
    <Modal labelledBy="quick-view-title" onClose={onClose} size="lg" busy={state.status === 'loading'}>
      <div className="grid gap-6 sm:grid-cols-2">
        {state.status === 'loading' && (
          <p id="quick-view-title" className="col-span-full py-16 text-center text-ink-700" role="status">
            Se încarcă produsul…
          </p>
        )}
        {state.status === 'error' && (
          <p id="quick-view-title" className="col-span-full py-16 text-center text-ink-700" role="alert">
            Produsul nu a putut fi încărcat. Te rugăm să încerci din nou.
          </p>
        )}
        {product && variant && (
          <>
            <div>
              {/* On a phone a shorter picture, so the price and the button show without scrolling (fifth review F18). */}
              <div className="aspect-[4/3] overflow-hidden rounded-xl bg-cream-100 sm:aspect-square">
                {image && (
                  <img
                    src={image.url}
                    alt={image.altText}
                    width={image.width ?? 800}
                    height={image.height ?? 800}
                    className="size-full object-cover"
                  />
                )}
              </div>
              {images.length > 1 && (
                <ul className="mt-3 hidden grid-cols-4 gap-2 sm:grid" aria-label="Imagini produs">
                  {images.map((img, i) => (
                    <li key={img.url}>
                      <button
                        type="button"
                        className="block overflow-hidden rounded-lg border-2 border-transparent aria-pressed:border-forest-700"
                        aria-pressed={i === imageIndex}
                        onClick={() => setImageIndex(i)}
                      >
                        <img
                          src={img.url}
                          alt={`Imaginea ${i + 1}: ${img.altText}`}
                          width={120}
                          height={120}
                          className="aspect-square object-cover"
                        />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className="flex flex-col gap-4">
              <h2 id="quick-view-title" className="pr-10 font-display text-2xl font-bold">
                {product.title}
              </h2>
              <Price
                price={variant.price}
                reduction={heldReduction(variant.reduction)}
                size="lg"
                unitPrice={variantUnitPrice(variant)}
              />
              <VariantPicker product={product} selectedId={variant.id} onSelect={setVariantId} idPrefix="qv" />
              <p
                className={variant.availableForSale ? 'font-medium text-forest-700' : 'font-bold text-ink-900'}
                data-testid="quick-view-stock"
              >
                {variant.availableForSale
                  ? variant.quantityAvailable != null
                    ? `În stoc: ${stockCount(variant.selectedOptions, variant.quantityAvailable)}`
                    : 'În stoc'
                  : 'EPUIZAT'}
                {/* A jar's line already says its pieces ("câte 30 de bucăți"). */}
                {variantLabel(variant.title) &&
                  !(variant.availableForSale && packCount(variant.selectedOptions, 1)) && (
                    <span className="text-ink-600"> · {variantLabel(variant.title)}</span>
                  )}
              </p>
              {vape ? (
                // An e-cigarette is bought from its page, with its warnings and its lot's analysis (6b F14).
                <>
                  <p className="text-sm text-ink-700" data-testid="quick-view-vape">
                    Țigaretele electronice se cumpără din pagina lor, unde găsești avertismentele și buletinul de
                    analiză al lotului. Le vindem doar adulților (18+) care fumează deja.
                  </p>
                  <a href={productPath(product.handle)} className="btn btn-primary">
                    Vezi toate detaliile
                  </a>
                </>
              ) : (
                <>
                  <AddToCartButton item={cartItemFor(product, variant)} available={variant.availableForSale} />
                  <a
                    href={productPath(product.handle)}
                    className="text-center font-semibold text-forest-800 underline underline-offset-4"
                  >
                    Vezi toate detaliile
                  </a>
                </>
              )}
              <p className="text-ink-700">{product.description}</p>
              {/* An ingestible's portion beside EFSA's provisional level, here too: one can buy from this window. */}
              {product.info?.servings.length ? (
                <div className="rounded-xl bg-cream-100 p-4 text-sm text-ink-700">
                  <ServingNote servings={product.info.servings} />
                </div>
              ) : null}
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
