import { POLICY_PATHS } from '../../content/policies/paths';
import { site } from '../../content/site';
import { offers, WHEEL_NAME, wheelSegments } from '../../content/wheel';
import { formatDate, formatMoney } from '../../domain/format';
import type { Promotion } from '../../domain/promotion';
import type { Trader } from '../../domain/trader';
import type { OrderLine } from '../codes/store';
import { DEFAULT_PROMOTION } from '../env';
import { fillContentTokens } from '../lib/content-tokens';
import { escapeHtml } from '../lib/html';
import {
  complaintsBlock,
  DELIVERY_WINDOW,
  type EmailBlock,
  LEGAL_GUARANTEE,
  type OrderPayment,
  PAYMENT_LABELS,
  PRICE_NOTE,
  TEST_ADDRESS,
  TEST_PAYMENT,
  withdrawalBlock,
  withdrawalFormBlock,
} from './order-contract';
import { CODE_ONLY_RETENTION_DAYS, type LeadSource, UNCONFIRMED_RETENTION_DAYS } from './store';
import { CONFIRM_TTL_DAYS } from './unsubscribe';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** Whole percent off the products ("10%"): the offer rules' "reducere la produsele din comandă". */
const percentOff = (discount: string) => `${discount} reducere la produsele din comandă, în afară de vape-uri`;

/** The code's percent off the products ("10%"), or null for a prize that is not one (SPINFREE) or not known. */
function percentOf(source: LeadSource, offer: string): string | null {
  if (source === 'newsletter') return offers.newsletter.discount;
  if (source === 'exit-popup') return offers.exitPopup.discount;
  const discount = wheelSegments.find((s) => s.emailCode === offer)?.discount;
  return discount && /^\d+%$/.test(discount) ? discount : null;
}

/**
 * What the code gives, as the offer rules name it: a percent off the products, or the wheel segment's own prize
 * text (content/wheel.ts, `discount`), never a text of the template's own.
 */
export function codeBenefit(source: LeadSource, offer: string): string {
  const percent = percentOf(source, offer);
  if (percent) return percentOff(percent);
  return wheelSegments.find((s) => s.emailCode === offer)?.discount ?? 'premiul primit';
}

/**
 * How a code is used (the offer rules): once, on the products of one order; no code reduces a vape (a cart of vapes
 * only gets nothing) or the delivery. Never "la orice comandă".
 */
export function codeUse(source: LeadSource, offer: string): string {
  const percent = percentOf(source, offer);
  if (percent) return `dă ${percent} la produsele dintr-o comandă, fără vape-uri și fără livrare`;
  if (wheelSegments.some((s) => s.emailCode === offer))
    return 'face gratuită o cremă de mâini cu CBD dintr-o comandă; nu se aplică vape-urilor și nici livrării';
  return 'se aplică produselor dintr-o comandă, fără vape-uri și fără livrare';
}

const DAY_MS = 86_400_000;

export interface CodeTermsInput {
  source: LeadSource;
  /** The offer's name (NEWSLETTER10, HALLOWEEN15, SPIN20 …). */
  offer: string;
  marketingConsent: boolean;
  /**
   * When the address asked for the code (the lead's created_at): an address that only asked for a code, with its
   * unused code, is deleted CODE_ONLY_RETENTION_DAYS later (worker/leads/store.ts purgeExpired).
   */
  requestedAt: string;
  /** The configured promotion: HALLOWEEN15 is valid only until it ends. */
  promotion: Promotion;
  trader: Trader;
}

export interface CodeTerms {
  /** "10% reducere la produsele din comandă", or the wheel prize's own text. */
  benefit: string;
  /** "nu expiră", or "este valabil până la {date}". */
  expiry: string;
  /** "Codul se folosește o singură dată și dă 10% la produsele dintr-o comandă, fără vape-uri și fără livrare; nu expiră." */
  sentence: string;
}

/**
 * A code's terms as the offer rules (content/policies/offer-rules.ts, /regulament-oferte) state them and the shop
 * enforces them, for every e-mail that names a code: once, on the products of one order, never a vape or delivery; NEWSLETTER10 does not expire; a wheel code
 * does not expire for a subscriber and is deleted with a code-only address after CODE_ONLY_RETENTION_DAYS (the
 * purge's own figure); HALLOWEEN15 is valid until the promotion ends, the date written as the rules write it
 * (their {{promo.end}}, filled by the same function). tests/worker/leads/email-terms.test.ts compares each code's
 * terms in the e-mails with the rendered rules page.
 */
export function codeTerms({
  source,
  offer,
  marketingConsent,
  requestedAt,
  promotion,
  trader,
}: CodeTermsInput): CodeTerms {
  const benefit = codeBenefit(source, offer);
  const asked = Date.parse(requestedAt);
  const deletedAt =
    marketingConsent || source === 'newsletter'
      ? null
      : (Number.isFinite(asked) ? asked : Date.now()) + CODE_ONLY_RETENTION_DAYS * DAY_MS;
  let expiry = 'nu expiră';
  if (source === 'exit-popup' && (deletedAt === null || Date.parse(promotion.endsAt) <= deletedAt))
    expiry = `este valabil până la ${fillContentTokens('{{promo.end}}', { trader, promotion })}`;
  else if (deletedAt !== null) expiry = `este valabil până la ${formatDate(new Date(deletedAt).toISOString())}`;
  return { benefit, expiry, sentence: `Codul se folosește o singură dată și ${codeUse(source, offer)}; ${expiry}.` };
}

function offerFor(
  source: LeadSource,
  offer: string,
  marketingConsent: boolean,
): { subject: string; intro: string; why: string } {
  // Getting a code is not a newsletter subscription (GDPR art. 7(4)): the e-mail says which one this is.
  const newsletter = marketingConsent
    ? 'Te-ai abonat și la newsletterul Verdana: îți trimitem ghiduri, noutăți și oferte, fără spam.'
    : 'Cererea acestui cod nu te abonează la newsletter: prin ea primești doar acest e-mail.';
  if (source === 'newsletter') {
    return {
      subject: `Bine ai venit! Codul tău de ${offers.newsletter.discount} reducere`,
      intro:
        'Îți mulțumim că te-ai abonat la newsletterul Verdana. Îți trimitem ghiduri, noutăți și oferte, fără spam.',
      why: 'Ai primit acest e-mail pentru că te-ai abonat la newsletter pe',
    };
  }
  if (source === 'exit-popup') {
    return {
      subject: `Codul tău de Halloween: ${offers.exitPopup.discount} reducere`,
      intro: `Ne bucurăm că ai rămas cu noi. Adresa ta este printre primele ${offers.exitPopup.limit} care primesc codul de Halloween. ${newsletter}`,
      why: 'Ai primit acest e-mail pentru că ai cerut codul pe',
    };
  }
  const segment = wheelSegments.find((s) => s.emailCode === offer);
  return {
    subject: `Codul tău de la ${WHEEL_NAME}: ${segment?.label ?? 'premiul tău'}`,
    intro: `Iată codul pentru premiul primit la ${WHEEL_NAME} Verdana. ${newsletter}`,
    why: `Ai primit acest e-mail pentru că ai cerut premiul de la ${WHEEL_NAME} pe`,
  };
}

/** The offer rules' absolute address on the shop's origin (like the unsubscribe link). */
export const offerRulesUrl = (shopUrl: string) => new URL(POLICY_PATHS.offers[0], shopUrl).toString();

/** A policy's absolute address on the shop's origin. */
const policyUrl = (slug: keyof typeof POLICY_PATHS, shopUrl: string) =>
  new URL(POLICY_PATHS[slug][0], shopUrl).toString();

/** Who sends the e-mail (Legea 365/2002): "Verdana Wellness S.R.L., CUI RO…, str. …"; fields left unset are left out. */
export function senderIdentity(trader: Trader): string {
  return [
    trader.name,
    trader.cui && `CUI ${trader.cui}`,
    trader.tradeRegister && `Reg. Com. ${trader.tradeRegister}`,
    trader.address,
  ]
    .filter(Boolean)
    .join(', ');
}

/** A link at the foot of an e-mail: the offer rules under a lead's e-mail, the return policy under an order's. */
interface FooterLink {
  label: string;
  href: string;
}

/** The text e-mail's last lines: the team, then who sends it and the rules that apply to it. */
const signature = (identity: string, links: FooterLink[]) => [
  '',
  `Echipa ${site.name}`,
  '',
  '--',
  `Expeditor: ${identity}`,
  ...links.map((l) => `${l.label}: ${l.href}`),
];

const button = (href: string, label: string) =>
  `<p style="margin:0 0 24px"><a href="${escapeHtml(href)}" style="display:inline-block;background:#c2410c;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;

/** Every e-mail's HTML: the shop's name, the body, then why it came and who sends it (Legea 365/2002). */
function frame({
  subject,
  body,
  footer,
  identity,
  links,
}: {
  subject: string;
  body: string;
  footer: string;
  identity: string;
  links: FooterLink[];
}): string {
  const anchors = links
    .map((l) => `<a href="${escapeHtml(l.href)}" style="color:#1b4227">${escapeHtml(l.label)}</a>`)
    .join(' · ');
  return `<!doctype html><html lang="ro"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#fdfbf6;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 28px;background:#1b4227;color:#ffffff;border-radius:12px 12px 0 0;font-size:22px;font-weight:bold">${escapeHtml(site.name)}</td></tr>
<tr><td style="padding:28px">
${body}
</td></tr>
<tr><td style="padding:18px 28px;font-size:12px;color:#57534e;border-top:1px solid #efe6cf">${footer}
<p style="margin:12px 0 0">Expeditor: ${escapeHtml(identity)} ${anchors}</p></td></tr>
</table></td></tr></table></body></html>`;
}

/** The offer rules' link, under every lead e-mail. */
const rulesLink = (shopUrl: string): FooterLink[] => [
  { label: 'Regulamentul ofertelor', href: offerRulesUrl(shopUrl) },
];

/** What confirming the address gives, as the confirmation e-mail names it. */
function confirmationFor(source: LeadSource, offer: string, marketingConsent: boolean, benefit: string) {
  const newsletter = marketingConsent ? ' și abonarea la newsletterul Verdana (ghiduri și oferte)' : '';
  if (source === 'newsletter') {
    return {
      subject: 'Confirmă abonarea la newsletterul Verdana',
      asked: `abonarea la newsletterul Verdana, cu un cod de ${offers.newsletter.discount} reducere`,
      after: 'te abonăm, iar codul ți-l trimitem pe e-mail',
      action: 'Confirmă abonarea',
    };
  }
  if (source === 'exit-popup') {
    return {
      subject: `Confirmă adresa și primești codul de ${offers.exitPopup.discount} reducere`,
      asked: `codul de Halloween de ${offers.exitPopup.discount} reducere${newsletter}`,
      after: `îți trimitem codul, dacă adresa ta este printre primele ${offers.exitPopup.limit} confirmate cât ține promoția`,
      action: 'Confirmă și primește codul',
    };
  }
  const known = wheelSegments.some((s) => s.emailCode === offer);
  return {
    subject: `Confirmă adresa și primești premiul de la ${WHEEL_NAME}`,
    asked: `premiul primit la ${WHEEL_NAME} (${known ? benefit : 'o reducere'})${newsletter}`,
    after: 'îți trimitem codul premiului pe e-mail',
    action: 'Confirmă și primește premiul',
  };
}

/** What every lead e-mail needs to state its code's terms; left out, they are read as a request made now. */
interface TermsContext {
  /** When the address asked (the lead's created_at); default: now. */
  requestedAt?: string;
  /** The configured promotion (HALLOWEEN15's end); default: the shop's default promotion. */
  promotion?: Promotion;
}

const termsOf = (
  source: LeadSource,
  offer: string,
  marketingConsent: boolean,
  trader: Trader,
  { requestedAt = new Date().toISOString(), promotion = DEFAULT_PROMOTION }: TermsContext,
) => codeTerms({ source, offer, marketingConsent, requestedAt, promotion, trader });

/**
 * The e-mail that asks the address to confirm before any code is made (double opt-in): one link, what it gives
 * and on what terms (as the offer rules state them), how long the link works, and that doing nothing is fine.
 * No code, and no marketing: nothing to unsubscribe from.
 */
export function renderConfirmationEmail({
  source,
  offer,
  marketingConsent,
  confirmUrl,
  shopUrl,
  trader,
  ...context
}: {
  source: LeadSource;
  offer: string;
  marketingConsent: boolean;
  confirmUrl: string;
  shopUrl: string;
  trader: Trader;
} & TermsContext): RenderedEmail {
  const terms = termsOf(source, offer, marketingConsent, trader, context);
  const { subject, asked, after, action } = confirmationFor(source, offer, marketingConsent, terms.benefit);
  const identity = senderIdentity(trader).replace(/\.?$/, '.');
  const links = rulesLink(shopUrl);
  const intro = `Am primit pe ${shopUrl} o cerere pentru această adresă: ${asked}. Dacă ai cerut-o tu, confirmă că adresa este a ta și ${after}.`;
  const validity = `Linkul este valabil ${CONFIRM_TTL_DAYS} zile și se folosește o singură dată: îl deschizi, apoi apeși „Confirmă adresa”.`;
  const ignore = `Dacă nu ai cerut tu, ignoră acest e-mail: fără confirmare nu îți mai scriem, iar adresa se șterge după ${UNCONFIRMED_RETENTION_DAYS} de zile.`;
  const text = [
    'Bună,',
    '',
    intro,
    terms.sentence,
    '',
    `${action}: ${confirmUrl}`,
    '',
    validity,
    ignore,
    ...signature(identity, links),
  ].join('\n');
  const html = frame({
    subject,
    body: `<p style="margin:0 0 16px">Bună,</p>
<p style="margin:0 0 24px">${escapeHtml(intro)} ${escapeHtml(terms.sentence)}</p>
${button(confirmUrl, action)}
<p style="margin:0 0 8px;font-size:13px;color:#57534e">${escapeHtml(validity)} Dacă butonul nu merge, copiază linkul în browser: <span style="word-break:break-all">${escapeHtml(confirmUrl)}</span></p>
<p style="margin:0;font-size:13px;color:#57534e">${escapeHtml(ignore)}</p>`,
    footer: `Ai primit acest e-mail pentru că adresa ta a fost scrisă într-un formular de pe ${escapeHtml(shopUrl)}.`,
    identity,
    links,
  });
  return { subject, html, text, headers: {} };
}

/**
 * The Romanian e-mail with the code, what it gives and on what terms (codeTerms: the offer rules' own), and a
 * one-click unsubscribe (link and headers). Every e-mail ends with the sender's legal identity and a link to the
 * offer rules.
 */
export function renderLeadEmail({
  source,
  offer,
  code,
  marketingConsent,
  unsubscribeUrl,
  shopUrl,
  trader,
  ...context
}: {
  source: LeadSource;
  /** The offer's name (NEWSLETTER10, HALLOWEEN15, SPIN20 …): which benefit the e-mail names. */
  offer: string;
  /** The lead's own code (`SPIN20-7KQ2X9M4TB`): the one the e-mail gives. */
  code: string;
  marketingConsent: boolean;
  unsubscribeUrl: string;
  shopUrl: string;
  /** The trader's identity from configuration (TRADER_*). */
  trader: Trader;
} & TermsContext): RenderedEmail {
  const { subject, intro, why } = offerFor(source, offer, marketingConsent);
  const terms = termsOf(source, offer, marketingConsent, trader, context);
  const identity = senderIdentity(trader).replace(/\.?$/, '.');
  const links = rulesLink(shopUrl);
  const notice = `Produsele noastre au ${site.thc}, pe buletinul de analiză al fiecărui lot, și sunt destinate persoanelor cu vârsta de cel puțin 18 ani. Nu sunt medicamente.`;
  // Whoever did not subscribe is not told to unsubscribe (6b F15b): the same link stops every e-mail to the address.
  const optOut = marketingConsent
    ? {
        text: `Nu mai vrei e-mailuri de la noi? Te dezabonezi cu un clic: ${unsubscribeUrl}`,
        link: 'Dezabonează-te cu un clic',
      }
    : {
        text: `Nu ești abonat la newsletter. Dacă nu vrei să mai primești niciun e-mail de la noi, nici coduri, ne spui cu un clic: ${unsubscribeUrl}`,
        link: 'Nu mai vreau niciun e-mail de la Verdana',
      };
  const text = [
    'Bună,',
    '',
    intro,
    '',
    `Codul tău: ${code}`,
    `Ce primești: ${terms.benefit}.`,
    terms.sentence,
    `Codul este doar al tău. Îl introduci la finalizarea comenzii pe ${shopUrl}`,
    '',
    notice,
    '',
    optOut.text,
    ...signature(identity, links),
  ].join('\n');
  const html = frame({
    subject,
    body: `<p style="margin:0 0 16px">Bună,</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0 0 8px">Codul tău:</p>
<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:2px;color:#9a3412">${escapeHtml(code)}</p>
<p style="margin:0 0 24px">Ce primești: <strong>${escapeHtml(terms.benefit)}</strong>. ${escapeHtml(terms.sentence)} Codul este doar al tău; îl introduci la finalizarea comenzii.</p>
${button(shopUrl, 'Mergi la magazin')}
<p style="margin:0;font-size:13px;color:#57534e">${escapeHtml(notice)}</p>`,
    footer: `${escapeHtml(why)} ${escapeHtml(shopUrl)}. <a href="${escapeHtml(unsubscribeUrl)}" style="color:#1b4227">${optOut.link}</a>.`,
    identity,
    links,
  });
  return {
    subject,
    html,
    text,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The consumer's right to withdraw from a distance contract, in calendar days from receipt (OUG nr. 34/2014 art. 9). */
export const WITHDRAWAL_DAYS = 14;

/** An order as its confirmation e-mail states it. */
/** A line as the cart showed it: the product and, when it has several, its variant ("Ulei CBD 10% (10 ml)"). */
const lineName = (l: Pick<OrderLine, 'title' | 'variant'>) => (l.variant ? `${l.title} (${l.variant})` : l.title);

export interface OrderForEmail {
  /** The order's number, as the checkout page shows it. */
  number: number;
  /** ISO instant the order was placed. */
  placedAt: string;
  /** Each product (and its variant, when it has several) with its quantity and unit price. */
  lines: Omit<OrderLine, 'variantId'>[];
  /** The products before any code. */
  subtotal: number;
  /** What the code took off the products (0: none). */
  discount: number;
  discountCode: string | null;
  /** Delivery (0: free). */
  shipping: number;
  /** Products after the code, plus delivery: what the shopper pays. */
  total: number;
  currency: string;
  /** The order holds a vape (an e-cigarette product, Legea nr. 64/2024): the courier checks the addressee's age. */
  ageCheck: boolean;
  /** The delivery address, when the checkout collected one (the test checkout collects none). */
  deliveryAddress?: string | null;
  /** How the order is paid, when the checkout asked (the test checkout takes no payment). */
  payment?: OrderPayment | null;
  /** Placed on the embedded store's test checkout: nothing is paid and nothing is delivered. */
  test: boolean;
}

/** A policy block under its heading: an underlined line in the text, a heading in the HTML. */
const blockText = ({ heading, text }: EmailBlock) => ['', heading, '-'.repeat(heading.length), '', text];
const blockHtml = ({ heading, html }: EmailBlock) =>
  `<h2 style="margin:24px 0 12px;font-size:17px;color:#1b4227">${escapeHtml(heading)}</h2>\n${html}`;

/**
 * The order confirmation the terms promise (content/policies/terms.ts: the contract is concluded when it arrives;
 * shipping.ts: within content/facts.ts' confirmationMinutes): the products with their quantities and prices, the
 * code's reduction, delivery and the total with VAT, the payment method, the delivery address and the delivery
 * window, the courier's age check for an order with vapes, and, carried in the e-mail itself (OUG nr. 34/2014
 * art. 6 and 12; a link is not a durable medium, CJEU C-49/11), the withdrawal information and the model
 * withdrawal form, the legal guarantee and how to complain (./order-contract.ts: the policies' own texts), with
 * the links to the return policy and the terms kept, and the sender's identity at the foot, as under every
 * e-mail. Transactional: no unsubscribe link, no marketing.
 */
export function renderOrderEmail({
  order,
  shopUrl,
  trader,
}: {
  order: OrderForEmail;
  shopUrl: string;
  trader: Trader;
}): RenderedEmail {
  const money = (amount: number) => formatMoney({ amount, currencyCode: order.currency });
  const subject = `Confirmarea comenzii tale nr. ${order.number}`;
  const identity = senderIdentity(trader).replace(/\.?$/, '.');
  const refund = policyUrl('refund', shopUrl);
  const links: FooterLink[] = [
    { label: 'Politica de retur', href: refund },
    { label: 'Termeni și condiții', href: policyUrl('terms', shopUrl) },
  ];
  const intro = `Îți mulțumim pentru comandă. Am primit comanda ta nr. ${order.number} din ${formatDate(order.placedAt)} și ți-o confirmăm prin acest e-mail.`;
  const test = order.test
    ? 'Comanda a fost plasată în magazinul de test: nu se plătește nimic și nu se livrează nimic.'
    : null;
  const reduction = order.discountCode ? `Reducere (cod ${order.discountCode})` : 'Reducere';
  const rows: [label: string, value: string][] = [['Subtotal', money(order.subtotal)]];
  if (order.discount > 0) rows.push([reduction, `−${money(order.discount)}`]);
  rows.push(['Livrare', order.shipping > 0 ? money(order.shipping) : 'gratuită'], ['Total', money(order.total)]);
  const address = order.deliveryAddress?.trim() || (order.test ? TEST_ADDRESS : null);
  const payment = order.payment ? PAYMENT_LABELS[order.payment] : order.test ? TEST_PAYMENT : null;
  const delivery = `Livrarea: ${DELIVERY_WINDOW}`;
  const used = order.discountCode
    ? `Codul ${order.discountCode} a fost folosit pentru această comandă și nu mai poate fi folosit din nou.`
    : null;
  const age = order.ageCheck
    ? 'Comanda conține țigarete electronice cu CBD (Legea nr. 64/2024), care se vând numai persoanelor de cel puțin 18 ani. La livrare, curierul verifică vârsta destinatarului după un act de identitate și nu predă coletul unui minor sau cuiva care nu are act.'
    : null;
  const withdrawal = `Dreptul de retragere: te poți retrage din contract în ${WITHDRAWAL_DAYS} zile calendaristice de la primirea produselor, fără să îți justifici decizia (OUG nr. 34/2014).`;
  const how =
    'Cum o faci, cine plătește returul și cum îți primești banii înapoi găsești mai jos, împreună cu formularul de retragere; returul în 30 de zile, pas cu pas, îl găsești în';
  const blocks = [withdrawalBlock(trader, shopUrl), withdrawalFormBlock(trader, shopUrl)];
  const complaints = complaintsBlock(trader, shopUrl);
  const guarantee: EmailBlock = {
    heading: 'Garanția legală și reclamațiile',
    text: `${LEGAL_GUARANTEE}\n\n${complaints.text}`,
    html: `<p style="margin:0 0 12px">${escapeHtml(LEGAL_GUARANTEE)}</p>\n${complaints.html}`,
  };
  const questions = trader.email
    ? `Ai o întrebare despre comandă? Scrie-ne la ${trader.email}${trader.phone ? ` sau sună-ne la ${trader.phone}` : ''} și menționează numărul comenzii.`
    : null;
  const keep = 'Te rugăm să păstrezi acest e-mail: el confirmă contractul și cuprinde condițiile de mai sus.';
  const text = [
    'Bună,',
    '',
    intro,
    ...(test ? [test] : []),
    '',
    'Produsele comandate:',
    ...order.lines.map((l) => `- ${lineName(l)} × ${l.quantity}: ${money(l.amount * l.quantity)}`),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    PRICE_NOTE,
    ...(used ? [used] : []),
    '',
    ...(payment ? [`Metoda de plată: ${payment}`] : []),
    ...(address ? [`Adresa de livrare: ${address}`] : []),
    delivery,
    ...(age ? ['', age] : []),
    '',
    withdrawal,
    `${how} Politica de retur: ${refund}`,
    ...[...blocks, guarantee].flatMap(blockText),
    '',
    ...(questions ? [questions] : []),
    keep,
    ...signature(identity, links),
  ].join('\n');
  const cell = 'padding:6px 0;border-bottom:1px solid #efe6cf';
  const html = frame({
    subject,
    body: `<p style="margin:0 0 16px">Bună,</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
${test ? `<p style="margin:0 0 16px;font-size:13px;color:#57534e">${escapeHtml(test)}</p>\n` : ''}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:14px">
<tr><th align="left" style="${cell}">Produs</th><th align="right" style="${cell}">Cantitate</th><th align="right" style="${cell}">Preț</th></tr>
${order.lines
  .map(
    (l) =>
      `<tr><td style="${cell}">${escapeHtml(lineName(l))}</td><td align="right" style="${cell}">${l.quantity}</td><td align="right" style="${cell}">${escapeHtml(money(l.amount * l.quantity))}</td></tr>`,
  )
  .join('\n')}
${rows
  .map(
    ([label, value]) =>
      `<tr><td colspan="2" align="right" style="padding:4px 12px 4px 0${label === 'Total' ? ';font-weight:bold' : ''}">${escapeHtml(label)}</td><td align="right" style="padding:4px 0${label === 'Total' ? ';font-weight:bold' : ''}">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>
<p style="margin:0 0 16px">${escapeHtml(PRICE_NOTE)}</p>
${used ? `<p style="margin:0 0 16px">${escapeHtml(used)}</p>\n` : ''}${payment ? `<p style="margin:0 0 8px">Metoda de plată: ${escapeHtml(payment)}</p>\n` : ''}${address ? `<p style="margin:0 0 8px">Adresa de livrare: ${escapeHtml(address)}</p>\n` : ''}<p style="margin:0 0 16px">${escapeHtml(delivery)}</p>
${age ? `<p style="margin:0 0 16px"><strong>${escapeHtml(age)}</strong></p>\n` : ''}<p style="margin:0 0 16px">${escapeHtml(withdrawal)} ${escapeHtml(how)} <a href="${escapeHtml(refund)}" style="color:#1b4227">Politica de retur</a>.</p>
${[...blocks, guarantee].map(blockHtml).join('\n')}
${questions ? `<p style="margin:16px 0 8px">${escapeHtml(questions)}</p>\n` : ''}<p style="margin:0">${escapeHtml(keep)}</p>`,
    footer: `Ai primit acest e-mail pentru că ai plasat comanda nr. ${order.number} pe ${escapeHtml(shopUrl)}.`,
    identity,
    links,
  });
  return { subject, html, text, headers: {} };
}
