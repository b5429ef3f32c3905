// What the order confirmation carries in itself, not only behind a link (OUG nr. 34/2014 art. 6 and art. 12 alin.
// (1), anexa nr. 1; a link to a website is not a durable medium, CJEU C-49/11): the withdrawal information and the
// model withdrawal form, the legal guarantee, how to complain, the payment method and the delivery window.
//
// Nothing here is a term of its own: the withdrawal information is the terms' own section
// (content/policies/terms.ts, "dreptul-de-retragere"), the form is the refund policy's
// (content/policies/refund.ts, "formular-de-retragere", OUG nr. 34/2014 anexa nr. 1 partea B), the complaint
// routes are the terms' ("litigii-si-legea-aplicabila"), the delivery figures are content/facts.ts', read as the
// shipping policy writes them. Each is turned into e-mail HTML (its tokens filled and escaped, its links made
// absolute) and into plain text, so the text exists once.

import { shippingFacts, shippingText } from '../../content/facts';
import { POLICY_PATHS } from '../../content/policies/paths';
import { refundPolicy } from '../../content/policies/refund';
import { termsPolicy } from '../../content/policies/terms';
import type { PolicyPage } from '../../content/policies/types';
import type { Trader } from '../../domain/trader';
import { DEFAULT_PROMOTION } from '../env';
import { fillContentTokens } from '../lib/content-tokens';
import { escapeHtml } from '../lib/html';

/** A part of the e-mail taken from a policy: its heading, and its body as e-mail HTML and as plain text. */
export interface EmailBlock {
  heading: string;
  html: string;
  text: string;
}

/** A policy text as the e-mail quotes it: its HTML (with `{{trader.*}}` tokens) and the page its `#…` links are on. */
interface PolicyExcerpt {
  heading: string;
  source: string;
  /** The policy's path ("/refund-policy"): a link "#formular-de-retragere" in it points there. */
  page: string;
}

function section(policy: PolicyPage, id: string) {
  const found = policy.sections.find((s) => s.id === id);
  if (!found) throw new Error(`${policy.slug} policy has no section "${id}"`);
  return found;
}

const withdrawal = section(termsPolicy, 'dreptul-de-retragere');
const form = section(refundPolicy, 'formular-de-retragere');
const disputes = section(termsPolicy, 'litigii-si-legea-aplicabila');

/**
 * The refund policy's form section as the e-mail quotes it: its first paragraph (what the form is, with the
 * trader's data filled in) and the form itself, from its heading on. The notes between them speak of "this page"
 * and are left out; if the section's shape changes, the whole section is quoted rather than none of it.
 */
function formSource(html: string): string {
  const intro = html.indexOf('</p>');
  const heading = html.indexOf('<h3>');
  return intro < 0 || heading < intro ? html : `${html.slice(0, intro + '</p>'.length)}\n${html.slice(heading)}`;
}

/**
 * The terms' complaint routes: write to us first, then ANPC, SAL and the courts, up to the end of that list (the
 * closed EU ODR platform and the applicable law after it are not what a shopper needs in the confirmation).
 */
function disputesSource(html: string): string {
  const end = html.indexOf('</ul>');
  return end < 0 ? html : html.slice(0, end + '</ul>'.length);
}

const excerpts = {
  withdrawal: { heading: withdrawal.heading, source: withdrawal.html, page: POLICY_PATHS.terms[0] },
  form: { heading: form.heading, source: formSource(form.html), page: POLICY_PATHS.refund[0] },
  disputes: { heading: 'Reclamații', source: disputesSource(disputes.html), page: POLICY_PATHS.terms[0] },
} satisfies Record<string, PolicyExcerpt>;

/** A policy link made absolute on the shop's origin: "/refund-policy#formular-de-retragere", "#…", or left as is. */
function absolute(href: string, page: string, shopUrl: string): string {
  if (href.startsWith('#')) return new URL(page + href, shopUrl).toString();
  if (href.startsWith('/')) return new URL(href, shopUrl).toString();
  return href;
}

/** The inline styles the e-mail gives each element the policies use (e-mail clients ignore style sheets). */
const STYLE: Record<string, string> = {
  p: 'margin:0 0 12px',
  ul: 'margin:0 0 12px;padding-left:20px',
  ol: 'margin:0 0 12px;padding-left:20px',
  li: 'margin:0 0 6px',
  h3: 'margin:16px 0 8px;font-size:15px',
  a: 'color:#1b4227',
};

/**
 * A policy's HTML as the e-mail's: its relative links made absolute (before the tokens are filled, so a configured
 * value is never taken for a link), its tokens filled and escaped, an inline style on each element.
 */
function toHtml({ source, page }: PolicyExcerpt, trader: Trader, shopUrl: string): string {
  const linked = source.replace(/href="([/#][^"]*)"/g, (_attr, href: string) => {
    return `href="${escapeHtml(absolute(href, page, shopUrl))}"`;
  });
  return fillContentTokens(linked, { trader, promotion: DEFAULT_PROMOTION }, { escape: true }).replace(
    /<(p|ul|ol|li|h3|a)(?=[\s>])/g,
    (tag, name: string) => `${tag} style="${STYLE[name]}"`,
  );
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': '\u00a0',
};

/** "anpc.ro" for "https://anpc.ro/": a link whose text is its own address. */
const bare = (href: string) => href.replace(/^https?:\/\//, '').replace(/\/$/, '');

/**
 * A policy's HTML as plain text: a paragraph or a heading per block, a blank line between blocks, "- " before a
 * list item and "1. " before an ordered one; a link keeps its text, followed by its absolute address (an e-mail
 * link's text is its address already). The tokens are filled after the tags are gone, so a configured value is
 * never read as markup.
 */
function toText({ source, page }: PolicyExcerpt, trader: Trader, shopUrl: string): string {
  const text = source
    .replace(/\s*\n\s*/g, ' ')
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (_a, href: string, label: string) => {
      if (href.startsWith('mailto:')) return label;
      const url = absolute(href, page, shopUrl);
      return bare(url) === label ? url : `${label} (${url})`;
    })
    .replace(/<ol>([\s\S]*?)<\/ol>/g, (_ol, items: string) => {
      let n = 0;
      return `\n\n${items.replace(/<li>/g, () => `\n${++n}. `)}\n\n`;
    })
    .replace(/<li>/g, '\n- ')
    .replace(/<\/?(?:p|h3|ul|table|caption|tr)>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return fillContentTokens(text, { trader, promotion: DEFAULT_PROMOTION });
}

function block(excerpt: PolicyExcerpt, trader: Trader, shopUrl: string): EmailBlock {
  return { heading: excerpt.heading, html: toHtml(excerpt, trader, shopUrl), text: toText(excerpt, trader, shopUrl) };
}

/** The withdrawal information, as the terms state it (OUG nr. 34/2014 art. 9–17 and the art. 16 lit. e) exception). */
export const withdrawalBlock = (trader: Trader, shopUrl: string) => block(excerpts.withdrawal, trader, shopUrl);

/** The model withdrawal form (OUG nr. 34/2014 anexa nr. 1 partea B), with the trader's data, from the refund policy. */
export const withdrawalFormBlock = (trader: Trader, shopUrl: string) => block(excerpts.form, trader, shopUrl);

/** How to complain: to us first, then ANPC, SAL or the courts, as the terms state it. */
export const complaintsBlock = (trader: Trader, shopUrl: string) => block(excerpts.disputes, trader, shopUrl);

/**
 * The legal guarantee of conformity in one sentence, as the terms ("garantii") and the refund policy state it:
 * 2 years from delivery, OUG nr. 140/2021, apart from the 30-day return.
 */
export const LEGAL_GUARANTEE =
  'Garanția legală de conformitate: ca vânzător, răspundem pentru lipsa de conformitate a produselor timp de 2 ani de la livrare (OUG nr. 140/2021); garanția legală este separată de returul în 30 de zile și nu este afectată de acesta.';

/** The prices' VAT and what the total holds (the terms' "Prețuri și modalități de plată"). */
export const PRICE_NOTE = 'Prețurile includ TVA, iar totalul cuprinde și costul livrării.';

/**
 * When the order leaves and arrives, as the shipping policy's "Când pleacă și când ajunge comanda" states it, with
 * content/facts.ts' figures.
 */
export const DELIVERY_WINDOW = `prin curier, la adresă. Comenzile plasate într-o zi lucrătoare până la ora ${shippingFacts.sameDayCutoff} pleacă din depozit în aceeași zi; cele plasate după ora ${shippingFacts.sameDayCutoff}, în weekend sau într-o zi de sărbătoare legală pleacă în următoarea zi lucrătoare. De la predarea către curier, coletul ajunge în ${shippingText.bigCities} în orașele mari și în ${shippingText.elsewhere} în restul țării.`;

/** The ways to pay the terms name ("Prețuri și modalități de plată"). */
export type OrderPayment = 'card' | 'bank-transfer' | 'cash-on-delivery';

/** Each payment method as the terms name it. */
export const PAYMENT_LABELS: Record<OrderPayment, string> = {
  card: 'cu cardul, online',
  'bank-transfer': 'prin transfer bancar',
  'cash-on-delivery': 'ramburs, adică plătești curierului la livrare',
};

/** The test checkout's payment: simulated, as its page says ("Magazin de test · plată simulată"). */
export const TEST_PAYMENT = 'plată simulată în magazinul de test (nu se plătește nimic)';

/** The test checkout asks for no delivery address: it delivers nothing. */
export const TEST_ADDRESS = 'magazinul de test nu cere o adresă de livrare, pentru că nu livrează nimic';
