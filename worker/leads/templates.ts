import { POLICY_PATHS } from '../../content/policies/paths';
import { site } from '../../content/site';
import { offers, WHEEL_NAME, wheelSegments } from '../../content/wheel';
import type { Trader } from '../../domain/trader';
import { escapeHtml } from '../lib/html';
import type { LeadSource } from './store';

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
    '',
    `Echipa ${site.name}`,
    '',
    '--',
    `Expeditor: ${identity}`,
    `Regulamentul ofertelor: ${rules}`,
  ].join('\n');
  const html = `<!doctype html><html lang="ro"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#fdfbf6;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 28px;background:#1b4227;color:#ffffff;border-radius:12px 12px 0 0;font-size:22px;font-weight:bold">${escapeHtml(site.name)}</td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 16px">Bună,</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0 0 8px">Codul tău:</p>
<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:2px;color:#9a3412">${escapeHtml(code)}</p>
<p style="margin:0 0 24px">Ce primești: <strong>${escapeHtml(benefit)}</strong>. Îl introduci la finalizarea comenzii. Codul este doar al tău și se poate folosi o singură dată.</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(shopUrl)}" style="display:inline-block;background:#c2410c;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:bold">Mergi la magazin</a></p>
<p style="margin:0;font-size:13px;color:#57534e">${escapeHtml(notice)}</p>
</td></tr>
<tr><td style="padding:18px 28px;font-size:12px;color:#57534e;border-top:1px solid #efe6cf">${escapeHtml(why)} ${escapeHtml(shopUrl)}. <a href="${escapeHtml(unsubscribeUrl)}" style="color:#1b4227">Dezabonează-te cu un clic</a>.
<p style="margin:12px 0 0">Expeditor: ${escapeHtml(identity)} <a href="${escapeHtml(rules)}" style="color:#1b4227">Regulamentul ofertelor</a></p></td></tr>
</table></td></tr></table></body></html>`;
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
