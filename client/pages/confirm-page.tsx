import { offers, WHEEL_CODE_VALIDITY, WHEEL_NAME } from '../../content/wheel';
import { Island } from '../components/island';
import { ConfirmedCode } from '../islands/confirmed-code';

/** The forms an address confirms from. */
export type ConfirmSource = 'newsletter' | 'exit-popup' | 'wheel';

/** What the page of a confirmation link shows (worker/loaders/leads.ts decides it). */
export type ConfirmState =
  /** A valid link whose address has yet to confirm: its button confirms it (a POST, never the GET a scanner makes). */
  | { kind: 'ask' }
  /** Confirmed, now or before: the code, and until when this device offers it in the cart. */
  | { kind: 'confirmed'; source: ConfirmSource; code: string; until: string | null }
  /** An expired link of an address that did confirm: its code went out in the e-mail that followed. */
  | { kind: 'done' }
  /** HALLOWEEN15: its first confirmed addresses have it all, or the promotion is over. */
  | { kind: 'closed' | 'ended' }
  | { kind: 'invalid' | 'expired' };

const CONFIRMED_TITLE: Record<ConfirmSource, string> = {
  newsletter: `Abonat! Codul tău de ${offers.newsletter.discount} reducere`,
  'exit-popup': `Adresa e confirmată: codul tău de ${offers.exitPopup.discount} reducere`,
  wheel: `Adresa e confirmată: premiul tău de la ${WHEEL_NAME}`,
};

/** How long the code lasts, beside it on screen as in its e-mail and the offer rules (sixth review F13). */
const VALIDITY: Record<ConfirmSource, string> = {
  newsletter: 'Codul nu expiră și se folosește o singură dată.',
  'exit-popup': 'Codul se folosește o singură dată, numai cât ține promoția de Halloween.',
  wheel: WHEEL_CODE_VALIDITY,
};

const TEXT: Record<Exclude<ConfirmState['kind'], 'confirmed'>, { title: string; body: string }> = {
  ask: {
    title: 'Confirmăm adresa ta',
    body: 'Apasă butonul de mai jos ca să confirmi că adresa de e-mail este a ta; imediat după, îți arătăm codul.',
  },
  done: {
    title: 'Adresa ta este deja confirmată',
    body: 'Codul ți l-am trimis pe e-mail imediat după confirmare. Dacă nu îl găsești, uită-te și în dosarul Spam sau Promoții.',
  },
  closed: {
    title: 'Oferta HALLOWEEN15 s-a încheiat',
    body: `Primele ${offers.exitPopup.limit} de adrese confirmate au primit deja codul de Halloween. Îți mulțumim că ai vrut să fii cu noi.`,
  },
  ended: {
    title: 'Oferta HALLOWEEN15 s-a încheiat',
    body: 'Codul de Halloween a fost valabil doar cât a ținut promoția. Îți mulțumim că ai vrut să fii cu noi.',
  },
  invalid: {
    title: 'Link de confirmare invalid',
    body: 'Linkul nu este valid sau a fost modificat. Deschide-l din nou din e-mailul primit sau cere codul încă o dată de pe site.',
  },
  expired: {
    title: 'Linkul de confirmare a expirat',
    body: 'Linkurile de confirmare sunt valabile 3 zile. Cere codul încă o dată din formularul de pe site și îți trimitem un link nou.',
  },
};

/**
 * The page a confirmation link opens. `ask`: one button that confirms with a POST. It waits for a person: mail
 * scanners open links in headless browsers that run a page's scripts, and would confirm an address nobody
 * clicked for (a page that submitted itself did, in a red-team run). `confirmed`: the code, put in this device's cart.
 */
export function ConfirmPage({ state, action }: { state: ConfirmState; action: string }) {
  const { title, body } =
    state.kind === 'confirmed'
      ? {
          title: CONFIRMED_TITLE[state.source],
          body:
            state.source === 'newsletter'
              ? 'Îți mulțumim! De acum primești newsletterul Verdana; te poți dezabona oricând, cu un clic, din orice e-mail.'
              : 'Îți mulțumim! Adresa ta de e-mail este confirmată.',
        }
      : TEXT[state.kind];
  return (
    <section className="container-page max-w-2xl py-16 text-center sm:py-24">
      <h1 className="font-display text-3xl font-bold text-forest-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-ink-700">{body}</p>
      {state.kind === 'confirmed' && (
        <>
          <Island name="confirmed-code" component={ConfirmedCode} props={{ code: state.code, until: state.until }} />
          <p className="mt-3 text-ink-700" data-code-validity>
            {VALIDITY[state.source]}
          </p>
        </>
      )}
      {state.kind === 'ask' ? (
        <form method="post" action={action} className="mt-8">
          <button type="submit" className="btn btn-primary">
            Confirmă adresa
          </button>
        </form>
      ) : (
        <p className="mt-8 flex flex-wrap justify-center gap-4">
          <a href="/shop" className="btn btn-primary">
            Mergi la magazin
          </a>
        </p>
      )}
    </section>
  );
}
