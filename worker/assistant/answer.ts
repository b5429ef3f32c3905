// The shape of an assistant answer and the small helpers every composer uses to build one.

import { productPath } from '../../client/lib/product-item';
import type { ChatProduct } from '../../domain/contract/chat';
import { formatMoney } from '../../domain/format';
import type { Promotion } from '../../domain/promotion';
import type { ProductFacts } from './product-facts';

export interface Source {
  label: string;
  path: string;
}

export interface Answer {
  text: string;
  /** The pages the answer drew from. */
  sources: Source[];
  /** False when nothing in our content answered it (the honest "I don't know"). */
  grounded: boolean;
  /** What kind of answer it was (for tests and logs). */
  intent: string;
  /** The passages, facts and catalogue lines it used: all a model may compose from. */
  facts: string[];
  /** Products the answer suggests, each with an add-to-cart in the chat panel. */
  products?: ChatProduct[];
}

export interface ComposeOptions {
  supportEmail: string;
  /** The site-wide promotion, whose dates say whether its code still works. */
  promotion?: Promotion;
  /** How the store says its reviews are checked (`verdana.reviews_check`), when a question asks it. */
  reviewsCheck?: string | null;
}

export const link = ({ label, path }: Source) => `[${label}](${path})`;

/** A product as a source: its name and page. */
export const productSource = (p: Pick<ProductFacts, 'title' | 'handle'>): Source => ({
  label: p.title,
  path: productPath(p.handle),
});

/** The same page once, in first-seen order. */
export const uniqueByPath = (sources: Source[]) =>
  sources.filter((s, i) => sources.findIndex((t) => t.path === s.path) === i);

export const money = (p: Pick<ProductFacts, 'currency'>, amount: number) =>
  formatMoney({ amount, currencyCode: p.currency });

export function done(
  intent: string,
  parts: (string | null | false | undefined)[],
  sources: Source[],
  facts: string[],
  grounded = true,
): Answer {
  return { text: parts.filter(Boolean).join('\n\n'), sources: uniqueByPath(sources), grounded, intent, facts };
}

export const contactLine = (email: string) =>
  `Te ajutăm cu drag pe e-mail, la ${email}, de luni până vineri între 09:00 și 18:00, sau din ${link({ label: 'pagina de contact', path: '/contact-info' })}.`;

/** Said before "I am not sure" to a message in another language: the assistant answers in Romanian only. */
export const ROMANIAN_ONLY =
  'Răspund doar în limba română: scrie-mi întrebarea în română, chiar și fără diacritice, și încerc din nou. (I can only answer in Romanian.)';

/** The honest "I don't know": nothing in our content answers this, and the support contacts. */
export function unknown(options: ComposeOptions, intent = 'unknown'): Answer {
  return done(
    intent,
    [
      'Nu am găsit un răspuns sigur la această întrebare în informațiile magazinului și nu vreau să ghicesc.',
      contactLine(options.supportEmail),
    ],
    [{ label: 'Contact', path: '/contact-info' }],
    [],
    false,
  );
}

/** A product the chat panel can add to the cart: its variants, so the shopper chooses one first where there are several. */
export function chatProduct(p: ProductFacts): ChatProduct {
  return {
    id: p.id,
    handle: p.handle,
    title: p.title,
    image: p.image,
    variants: p.variants.map((v) => ({
      id: v.id,
      title: v.label || v.title,
      price: { amount: v.price, currencyCode: p.currency },
      available: v.available,
      quantity: v.quantity,
      selectedOptions: v.selectedOptions,
    })),
  };
}

/** At most three suggestions, available ones only, each once. */
export function suggestions(products: ProductFacts[]): ChatProduct[] {
  const seen = new Set<string>();
  // No cart button for a vape in the chat (Legea 64/2024: an e-cigarette is not promoted); its page sells it.
  return products
    .filter((p) => p.available && p.kind !== 'vape' && !seen.has(p.handle) && seen.add(p.handle))
    .slice(0, 3)
    .map(chatProduct);
}
