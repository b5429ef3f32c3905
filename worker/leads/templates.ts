import { POLICY_PATHS } from '../../content/policies/paths';
import { site } from '../../content/site';
import { offers, WHEEL_NAME, wheelSegments } from '../../content/wheel';
import type { Trader } from '../../domain/trader';
import { escapeHtml } from '../lib/html';
import { type LeadSource, UNCONFIRMED_RETENTION_DAYS } from './store';
import { CONFIRM_TTL_DAYS } from './unsubscribe';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

function offerFor(
  source: LeadSource,
  offer: string,
  marketingConsent: boolean,
): { subject: string; intro: string; benefit: string; why: string } {
  // Getting a code is not a newsletter subscription (GDPR art. 7(4)): the e-mail says which one this is.
  const newsletter = marketingConsent
    ? 'Te-ai abonat și la newsletterul Verdana: îți trimitem ghiduri, noutăți și oferte, fără spam.'
    : 'Cererea acestui cod nu te abonează la newsletter: prin ea primești doar acest e-mail.';
  if (source === 'newsletter') {
    return {
      subject: `Bine ai venit! Codul tău de ${offers.newsletter.discount} reducere`,
      intro:
        'Îți mulțumim că te-ai abonat la newsletterul Verdana. Îți trimitem ghiduri, noutăți și oferte, fără spam.',
      benefit: `${offers.newsletter.discount} reducere la prima comandă`,
      why: 'Ai primit acest e-mail pentru că te-ai abonat la newsletter pe',
    };
  }
  if (source === 'exit-popup') {
    return {
      subject: `Codul tău de Halloween: ${offers.exitPopup.discount} reducere`,
      intro: `Ne bucurăm că ai rămas cu noi. Adresa ta este printre primele ${offers.exitPopup.limit} care primesc codul de Halloween. ${newsletter}`,
      benefit: `${offers.exitPopup.discount} reducere la comanda ta`,
      why: 'Ai primit acest e-mail pentru că ai cerut codul pe',
    };
  }
  const segment = wheelSegments.find((s) => s.emailCode === offer);
  const prize =
    segment?.emailCode === 'SPINFREE'
      ? 'un puff CBD gratuit la comanda ta'
      : `${segment?.discount ?? ''} reducere la comanda ta`;
  return {
    subject: `Ai câștigat la ${WHEEL_NAME}: ${segment?.label ?? 'premiul tău'}`,
    intro: `Felicitări! Iată premiul pe care l-ai câștigat la ${WHEEL_NAME} Verdana. ${newsletter}`,
    benefit: prize,
    why: `Ai primit acest e-mail pentru că ai cerut premiul de la ${WHEEL_NAME} pe`,
  };
}

/** The offer rules' absolute address on the shop's origin (like the unsubscribe link). */
export const offerRulesUrl = (shopUrl: string) => new URL(POLICY_PATHS.offers[0], shopUrl).toString();

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

/** The text e-mail's last lines: the team, then who sends it and where the offer rules are. */
const signature = (identity: string, rules: string) => [
  '',
  `Echipa ${site.name}`,
  '',
  '--',
  `Expeditor: ${identity}`,
  `Regulamentul ofertelor: ${rules}`,
];

const button = (href: string, label: string) =>
  `<p style="margin:0 0 24px"><a href="${escapeHtml(href)}" style="display:inline-block;background:#c2410c;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;

/** Every lead e-mail's HTML: the shop's name, the body, then why it came and who sends it (Legea 365/2002). */
function frame({
  subject,
  body,
  footer,
  identity,
  rules,
}: {
  subject: string;
  body: string;
  footer: string;
  identity: string;
  rules: string;
}): string {
  return `<!doctype html><html lang="ro"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#fdfbf6;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 28px;background:#1b4227;color:#ffffff;border-radius:12px 12px 0 0;font-size:22px;font-weight:bold">${escapeHtml(site.name)}</td></tr>
<tr><td style="padding:28px">
${body}
</td></tr>
<tr><td style="padding:18px 28px;font-size:12px;color:#57534e;border-top:1px solid #efe6cf">${footer}
<p style="margin:12px 0 0">Expeditor: ${escapeHtml(identity)} <a href="${escapeHtml(rules)}" style="color:#1b4227">Regulamentul ofertelor</a></p></td></tr>
</table></td></tr></table></body></html>`;
}

/** What confirming the address gives, as the confirmation e-mail names it. */
function confirmationFor(source: LeadSource, offer: string, marketingConsent: boolean) {
  const newsletter = marketingConsent ? ' și abonarea la newsletterul Verdana (ghiduri și oferte)' : '';
  if (source === 'newsletter') {
    return {
      subject: 'Confirmă abonarea la newsletterul Verdana',
      asked: `abonarea la newsletterul Verdana, cu un cod de ${offers.newsletter.discount} reducere la prima comandă`,
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
  const segment = wheelSegments.find((s) => s.emailCode === offer);
  return {
    subject: `Confirmă adresa și primești premiul de la ${WHEEL_NAME}`,
    asked: `premiul câștigat la ${WHEEL_NAME}: ${segment?.label ?? 'o reducere'}${newsletter}`,
    after: 'îți trimitem codul premiului pe e-mail',
    action: 'Confirmă și primește premiul',
  };
}

/**
 * The e-mail that asks the address to confirm before any code is made (double opt-in): one link, what it gives,
 * how long it works, and that doing nothing is fine. No code, and no marketing: nothing to unsubscribe from.
 */
export function renderConfirmationEmail({
  source,
  offer,
  marketingConsent,
  confirmUrl,
  shopUrl,
  trader,
}: {
  source: LeadSource;
  offer: string;
  marketingConsent: boolean;
  confirmUrl: string;
  shopUrl: string;
  trader: Trader;
}): RenderedEmail {
  const { subject, asked, after, action } = confirmationFor(source, offer, marketingConsent);
  const identity = senderIdentity(trader).replace(/\.?$/, '.');
  const rules = offerRulesUrl(shopUrl);
  const intro = `Cineva, sperăm că tu, a cerut pe ${shopUrl} ${asked}. Confirmă că adresa este a ta și ${after}.`;
  const validity = `Linkul este valabil ${CONFIRM_TTL_DAYS} zile și se folosește cu un singur clic.`;
  const ignore = `Dacă nu ai cerut tu, ignoră acest e-mail: fără confirmare nu îți mai scriem, iar adresa se șterge după ${UNCONFIRMED_RETENTION_DAYS} de zile.`;
  const text = [
    'Bună,',
    '',
    intro,
    '',
    `${action}: ${confirmUrl}`,
    '',
    validity,
    ignore,
    ...signature(identity, rules),
  ].join('\n');
  const html = frame({
    subject,
    body: `<p style="margin:0 0 16px">Bună,</p>
<p style="margin:0 0 24px">${escapeHtml(intro)}</p>
${button(confirmUrl, action)}
<p style="margin:0 0 8px;font-size:13px;color:#57534e">${escapeHtml(validity)} Dacă butonul nu merge, copiază linkul în browser: <span style="word-break:break-all">${escapeHtml(confirmUrl)}</span></p>
<p style="margin:0;font-size:13px;color:#57534e">${escapeHtml(ignore)}</p>`,
    footer: `Ai primit acest e-mail pentru că adresa ta a fost scrisă într-un formular de pe ${escapeHtml(shopUrl)}.`,
    identity,
    rules,
  });
  return { subject, html, text, headers: {} };
}

/**
 * The Romanian e-mail with the code, its benefit and a one-click unsubscribe (link and headers). Every e-mail
 * ends with the sender's legal identity and a link to the offer rules.
 */
export function renderLeadEmail({
  source,
  offer,
  code,
  marketingConsent,
  unsubscribeUrl,
  shopUrl,
  trader,
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
}): RenderedEmail {
  const { subject, intro, benefit, why } = offerFor(source, offer, marketingConsent);
  const identity = senderIdentity(trader).replace(/\.?$/, '.');
  const rules = offerRulesUrl(shopUrl);
  const notice = `Produsele noastre au ${site.thc} (sub limita de cuantificare a laboratorului, în fiecare lot) și sunt destinate persoanelor cu vârsta de cel puțin 18 ani. Nu sunt medicamente.`;
  const text = [
    'Bună,',
    '',
    intro,
    '',
    `Codul tău: ${code}`,
    `Ce primești: ${benefit}.`,
    'Codul este doar al tău și se poate folosi o singură dată.',
    `Îl introduci la finalizarea comenzii pe ${shopUrl}`,
    '',
    notice,
    '',
    `Nu mai vrei e-mailuri de la noi? Te dezabonezi cu un clic: ${unsubscribeUrl}`,
    ...signature(identity, rules),
  ].join('\n');
  const html = frame({
    subject,
    body: `<p style="margin:0 0 16px">Bună,</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0 0 8px">Codul tău:</p>
<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:2px;color:#9a3412">${escapeHtml(code)}</p>
<p style="margin:0 0 24px">Ce primești: <strong>${escapeHtml(benefit)}</strong>. Îl introduci la finalizarea comenzii. Codul este doar al tău și se poate folosi o singură dată.</p>
${button(shopUrl, 'Mergi la magazin')}
<p style="margin:0;font-size:13px;color:#57534e">${escapeHtml(notice)}</p>`,
    footer: `${escapeHtml(why)} ${escapeHtml(shopUrl)}. <a href="${escapeHtml(unsubscribeUrl)}" style="color:#1b4227">Dezabonează-te cu un clic</a>.`,
    identity,
    rules,
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
