// "Am 185 de lei în coș, cât mai adaug pentru livrare gratuită?": the shop's own threshold and fee, computed.

import { shippingText } from '../../content/facts';
import { site } from '../../content/site';
import { formatMoney } from '../../domain/format';
import { type Answer, done } from './answer';
import { policyPath } from './paths';
import { leiIn } from './text';

const FREE_SHIPPING =
  /\b(platesc (si )?(livrare|livrarea|transport|transportul|curier)|cat (costa|e|este|ma costa|platesc) (si )?(livrarea|transportul|curierul|livrare|transport)|(livrarea|transportul) cat costa|livrar\w* (gratuit\w*|gratis)|transport\w* (gratuit\w*|gratis)|(sa )?nu (mai )?platesc (livrarea|transportul|curierul)|cat (mai )?(trebuie sa )?(adaug|am de adaugat|imi lipseste|mai am)|pana la livrarea gratuita)\b/;

export function freeShippingAnswer(q: string): Answer | null {
  const total = leiIn(q);
  if (total === null || !FREE_SHIPPING.test(q)) return null;
  const lei = (n: number) => formatMoney({ amount: n, currencyCode: 'RON' });
  const threshold = site.freeShippingThreshold;
  const source = { label: 'Politica de livrare', path: policyPath('shipping') };
  const rule = `Livrarea este gratuită pentru comenzile de la ${shippingText.freeFrom} (vape-urile nu intră în această sumă); sub această sumă costă ${shippingText.fee}.`;
  const missing = lei(Math.round((threshold - total) * 100) / 100);
  const asksCost = /\bcat (costa|e|este|ma costa|platesc)\b|\bcat costa\b/.test(q);
  const text =
    total >= threshold
      ? `Cu ${lei(total)} în coș, livrarea este gratuită.`
      : asksCost
        ? `La o comandă de ${lei(total)}, livrarea costă ${lei(site.shippingFee)}, deci plătești în total ${lei(Math.round((total + site.shippingFee) * 100) / 100)}; îți mai lipsesc ${missing} ca livrarea să fie gratuită.`
        : `Cu ${lei(total)} în coș, mai ai de adăugat produse de ${missing} ca livrarea să fie gratuită.`;
  return done('shipping', [text, rule, `Detalii: [${source.label}](${source.path}).`], [source], [rule]);
}
