import type { ReactNode } from 'react';
import { shippingFacts, shippingText } from '../../content/facts';
import { countRo, formatMoney, roundMoney } from '../../domain/format';
import { shippingFor } from '../../domain/shipping';
import type { RemoteCart } from '../../domain/types';
import { Island } from '../components/island';
import { OrderPlaced } from '../islands/order-placed';

/** A required box the order carries (`name`=1), with why it was refused under it; the worker checks it again. */
function DeclarationBox({ name, error, children }: { name: string; error: string | null; children: ReactNode }) {
  const id = `checkout-${name}`;
  return (
    <div className="mb-2 w-full max-w-sm text-left">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          name={name}
          value="1"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-forest-700"
          {...{ [`data-checkout-${name}`]: true }}
        />
        <label htmlFor={id} className="text-sm font-medium text-ink-900">
          {children}
        </label>
      </div>
      {error && (
        <p id={`${id}-hint`} role="alert" className="mt-1 text-sm font-medium text-pumpkin-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * What the hosted checkout receives, as the embedded store's stand-in for it: the lines and
 * total of the cart that cartCreate made.
 */
export function CheckoutPage({
  cart,
  vapes = 0,
  smokerNeeded = false,
  smokerError = null,
  adultError = null,
  token,
  notice = null,
  email = '',
  emailError = null,
}: {
  cart: RemoteCart | null;
  /** What the cart's vapes cost: they do not count toward free delivery. */
  vapes?: number;
  /** The cart holds a vape: the order needs the buyer's declaration that they already smoke or vape. */
  smokerNeeded?: boolean;
  /** Why the order was not placed without that declaration, shown under its box. */
  smokerError?: string | null;
  /** Why the order was not placed without the buyer's 18+ declaration, shown under its box. */
  adultError?: string | null;
  token: string;
  notice?: string | null;
  /** The address typed before the page came back (a refused address, a code another order took). */
  email?: string;
  /** Why the address was refused, shown under its field. */
  emailError?: string | null;
}) {
  if (!cart) {
    return (
      <section className="container-page py-24 text-center">
        <h1 className="text-3xl font-bold">Coșul nu a fost găsit</h1>
        <p className="mt-3 text-ink-700">Sesiunea de plată a expirat. Reia comanda din coșul tău.</p>
        <a href="/shop" className="btn btn-primary mt-8">
          Înapoi la magazin
        </a>
      </section>
    );
  }
  // The shop's delivery rule, as the hosted checkout applies it: 19 lei under 200 lei of products after the code and
  // without vapes, free from 200.
  const shipping = shippingFor(shippingFacts, cart.totalAmount.amount, cart.lines.length, vapes);
  const currencyCode = cart.totalAmount.currencyCode;
  const applied = cart.discountCodes.filter((d) => d.applicable).map((d) => d.code.toUpperCase());
  return (
    <section className="container-page max-w-3xl py-12" aria-labelledby="checkout-titlu">
      <p className="text-sm font-semibold tracking-widest text-forest-700 uppercase">
        Magazin de test · plată simulată
      </p>
      <h1 id="checkout-titlu" className="mt-2 font-display text-3xl font-bold">
        Finalizarea comenzii
      </h1>
      <p className="mt-2 text-ink-700">
        Aceasta este pagina de plată a magazinului local: arată exact produsele primite de la coș, livrarea și totalul.
        Într-un magazin conectat la Shopify, aici se deschide pagina de plată a platformei.
      </p>
      {notice && (
        <p
          role="alert"
          className="mt-6 rounded-2xl border border-pumpkin-700 bg-white p-4 font-medium text-pumpkin-700"
          data-checkout-notice
        >
          {notice}
        </p>
      )}
      <table className="mt-8 w-full border-collapse text-left">
        <caption className="sr-only">Produsele din comandă</caption>
        <thead>
          <tr className="border-b border-cream-200 text-sm text-ink-600">
            <th scope="col" className="py-2">
              Produs
            </th>
            <th scope="col" className="py-2 text-right">
              Cantitate
            </th>
            <th scope="col" className="py-2 text-right">
              Preț
            </th>
          </tr>
        </thead>
        <tbody>
          {cart.lines.map((line) => (
            <tr key={line.id} className="border-b border-cream-200" data-checkout-line={line.variantId}>
              <td className="py-3">
                <span className="font-semibold">{line.productTitle}</span>
                {line.variantTitle !== 'Default Title' && (
                  <span className="block text-sm text-ink-600">{line.variantTitle}</span>
                )}
              </td>
              <td className="py-3 text-right">{line.quantity}</td>
              <td className="py-3 text-right">
                {formatMoney({ amount: line.price.amount * line.quantity, currencyCode: line.price.currencyCode })}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="pt-4 pr-4 pb-1 text-right font-normal">
              Subtotal ({countRo(cart.totalQuantity, 'produs', 'produse')})
            </th>
            <td className="pt-4 pb-1 text-right" data-checkout-subtotal>
              {formatMoney(cart.subtotalAmount)}
            </td>
          </tr>
          {cart.discountAmount.amount > 0 && (
            <tr>
              <th scope="row" colSpan={2} className="py-1 pr-4 text-right font-normal">
                {`Reducere${applied.length ? ` (cod ${applied.join(', ')})` : ''}`}
              </th>
              <td className="py-1 text-right font-semibold text-forest-700" data-checkout-discount>
                {`−${formatMoney(cart.discountAmount)}`}
              </td>
            </tr>
          )}
          <tr>
            <th scope="row" colSpan={2} className="py-1 pr-4 text-right font-normal">
              Livrare
              {vapes > 0 && (
                <span className="block text-sm text-ink-600">Vape-urile nu intră în pragul livrării gratuite.</span>
              )}
            </th>
            <td
              className={`py-1 text-right ${shipping === 0 ? 'font-bold text-forest-700' : ''}`}
              data-checkout-shipping
            >
              {shipping === 0 ? 'GRATUITĂ' : formatMoney({ amount: shipping, currencyCode })}
            </td>
          </tr>
          <tr className="border-t border-cream-200">
            <th scope="row" colSpan={2} className="py-3 pr-4 text-right text-lg">
              Total
            </th>
            <td className="py-3 text-right text-lg font-bold" data-checkout-total>
              {formatMoney({ amount: roundMoney(cart.totalAmount.amount + shipping), currencyCode })}
            </td>
          </tr>
        </tfoot>
      </table>
      {/* Vapes are e-cigarette products (Legea nr. 64/2024): delivered to an address, to an adult who shows an ID. */}
      <p className="mt-6 rounded-xl bg-cream-100 p-4 text-sm text-ink-700" data-checkout-delivery-note>
        Livrăm prin curier, doar la adresă, nu în lockere. Vindem numai adulților: la comenzile cu țigarete electronice
        (vape-uri), curierul verifică la predare vârsta destinatarului (18+) după actul de identitate și nu predă
        coletul unui minor sau fără act.
      </p>
      {/* A plain form: it works without JavaScript; the worker accepts it only from the shop's own pages. */}
      <form method="post" action={`/checkout/${token}`} className="mt-8 flex flex-col items-end gap-2">
        {/* The code this page showed: if another order used it meanwhile, the order is not placed at another price. */}
        <input type="hidden" name="code" value={applied[0] ?? ''} />
        {/* Where the order confirmation goes (the terms promise one): required, checked again by the worker. */}
        <div className="mb-2 w-full max-w-sm text-left">
          <label htmlFor="checkout-email" className="block font-semibold">
            E-mail
          </label>
          <input
            id="checkout-email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            defaultValue={email}
            placeholder="nume@exemplu.ro"
            aria-invalid={emailError ? true : undefined}
            aria-describedby="checkout-email-hint"
            className={`mt-1 h-12 w-full rounded-full border-2 bg-white px-5 text-ink-900 placeholder:text-ink-600 focus:border-forest-700 focus:outline-none ${emailError ? 'border-pumpkin-700' : 'border-cream-200'}`}
            data-checkout-email
          />
          {emailError ? (
            <p id="checkout-email-hint" role="alert" className="mt-1 text-sm font-medium text-pumpkin-700">
              {emailError}
            </p>
          ) : (
            <p id="checkout-email-hint" className="mt-1 text-sm text-ink-600">
              {`Pe această adresă îți trimitem confirmarea comenzii, în cel mult ${shippingText.confirmation}.`}
            </p>
          )}
        </div>
        {/* The shop sells only to adults: the order carries the declaration again (required, checked by the worker). */}
        <DeclarationBox name="adult" error={adultError}>
          Am cel puțin 18 ani și comand produse pentru uz propriu.
        </DeclarationBox>
        {/* Vapes are sold only to adults who already smoke (Legea nr. 64/2024): required, checked again by the worker. */}
        {smokerNeeded && (
          <DeclarationBox name="smoker" error={smokerError}>
            Fumez sau folosesc deja țigarete electronice; știu că vape-urile nu sunt pentru nefumători.
          </DeclarationBox>
        )}
        {/* What the contract holds, directly before the button that makes it (OUG 34/2014 art. 6 and 8(2)). */}
        <ul className="max-w-sm list-disc space-y-1 pl-5 text-left text-sm text-ink-700" data-checkout-key-terms>
          <li>
            Livrare prin curier în {shippingText.bigCities} în orașele mari și în {shippingText.elsewhere} în restul
            țării, de la predarea coletului.
          </li>
          <li>
            Returul unui produs care nu ți se potrivește îl plătești tu (de regulă 15–25 de lei); pentru un produs
            defect, deteriorat sau greșit returul este gratuit.
          </li>
          <li>Ai garanția legală de conformitate de 2 ani de la livrare (OUG nr. 140/2021).</li>
        </ul>
        {/* The terms and the right of withdrawal, beside the button that makes the contract (OUG 34/2014). */}
        <p className="max-w-sm text-sm text-ink-700" data-checkout-terms>
          Plasând comanda, accepți{' '}
          <a href="/terms-of-service" className="underline underline-offset-2">
            Termenii și condițiile
          </a>{' '}
          magazinului. Te poți retrage din contract în 14 zile de la primirea produselor; dreptul legal nu acoperă
          produsele sigilate desfăcute după livrare (OUG nr. 34/2014, art. 16 lit. e), dar returul nostru în 30 de zile
          le primește și pe acestea:{' '}
          <a href="/refund-policy" className="underline underline-offset-2">
            Politica de retur
          </a>
          .
        </p>
        <button type="submit" className="btn btn-primary min-h-12 px-8 text-lg">
          Comandă cu obligație de plată (test)
        </button>
        <p className="text-sm text-ink-600">Magazin de test: nu se plătește nimic și nu se livrează nimic.</p>
      </form>
    </section>
  );
}

/** After "Comandă cu obligație de plată (test)": the order is recorded, its code used, the cart closed. */
export function OrderPlacedPage({
  order,
  checkoutPath,
}: {
  order: { id: number; total: string; currency: string; discount_code: string | null; email?: string | null };
  /** This checkout's path: the cart on the device that opened it is emptied (islands/order-placed). */
  checkoutPath: string;
}) {
  return (
    <section className="container-page max-w-3xl py-16 text-center" aria-labelledby="comanda-titlu">
      <p className="text-sm font-semibold tracking-widest text-forest-700 uppercase">
        Magazin de test · plată simulată
      </p>
      <h1 id="comanda-titlu" className="mt-2 font-display text-3xl font-bold" data-order-placed>
        Mulțumim! Comanda ta a fost plasată.
      </h1>
      <p className="mt-3 text-ink-700">
        Numărul comenzii: <strong data-order-number>{order.id}</strong>. Total:{' '}
        <strong>{formatMoney({ amount: Number(order.total), currencyCode: order.currency })}</strong>.
      </p>
      {order.discount_code && (
        <p className="mt-2 text-ink-700">
          Codul <strong className="font-mono">{order.discount_code}</strong> a fost folosit pentru această comandă și nu
          mai poate fi folosit din nou.
        </p>
      )}
      {order.email && (
        <p className="mt-2 text-ink-700" data-order-email>
          Confirmarea comenzii îți vine pe e-mail, la <strong>{order.email}</strong>, în cel mult{' '}
          {shippingText.confirmation}. Dacă nu o găsești, verifică și dosarul Spam sau Promoții.
        </p>
      )}
      <Island name="order-placed" component={OrderPlaced} props={{ checkoutPath }} />
      <a href="/shop" className="btn btn-primary mt-8">
        Înapoi la magazin
      </a>
    </section>
  );
}
